// Text in the XML the site writes (sitemaps, feeds): escaped, and without the characters XML 1.0 cannot carry at
// all, which an editor's pasted text may hold; one of them would make the whole document unreadable to a crawler.

// Control characters other than tab and line ends, lone surrogates, and U+FFFE/U+FFFF.
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element's content or an attribute's value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
