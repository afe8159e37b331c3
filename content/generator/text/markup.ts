// Builders for the small, well-formed HTML subset used in markup fields (p, ul, li, a, strong, em).

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraph from already-safe inline HTML. */
export function p(inline: string): string {
  return `<p>${inline}</p>`;
}

/** Paragraph from plain text. */
export function para(text: string): string {
  return p(escapeHtml(text));
}

export function ul(itemsHtml: string[]): string {
  return `<ul>${itemsHtml.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export function a(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

export function strong(text: string): string {
  return `<strong>${escapeHtml(text)}</strong>`;
}

export function em(text: string): string {
  return `<em>${escapeHtml(text)}</em>`;
}

export function html(...blocks: string[]): string {
  return blocks.join('\n');
}
