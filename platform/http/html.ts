import { createHash } from 'node:crypto';
import type { Exchange } from './exchange';

// The few HTML pages the platform shows a browser (federated sign-in, sign-out). No script at all; the one
// style sheet is allowed by its hash, so the Content-Security-Policy can forbid everything else.

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#0b0c0c;background:#f3f2f1}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #b1b4b6}
h1{margin-top:0;font-size:1.75rem}label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:2px solid #0b0c0c;margin-top:.25rem}
input[aria-invalid=true]{border-color:#d4351c}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#00703c;border:0;cursor:pointer}
:focus-visible{outline:3px solid #fd0;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.error-summary{border:4px solid #d4351c;padding:1rem;margin-bottom:1rem}.error-summary h2{margin:0 0 .5rem;font-size:1.2rem}
.error-summary a{color:#d4351c;font-weight:600}.field-error{color:#d4351c;font-weight:600;margin:.25rem 0 0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A complete page; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>
`;
}

export interface HtmlOptions {
  /** Origins a form on the page may be submitted (and so redirected) to, besides the platform itself. */
  formTargets?: string[];
  headers?: Record<string, string>;
}

/** Sends a page that is never cached, framed, or allowed to run script. */
export function sendHtml(exchange: Exchange, status: number, html: string, options: HtmlOptions = {}): void {
  const res = exchange.res;
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(' ');
  res.statusCode = status;
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(exchange.method === 'HEAD' ? undefined : html);
}

/** A page with a heading and one paragraph. */
export function messagePage(title: string, message: string): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** A 303 to a URL the caller has already checked against the allow-list. */
export function redirectTo(exchange: Exchange, target: URL): void {
  const res = exchange.res;
  res.statusCode = 303;
  res.setHeader('Location', target.href);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Length', '0');
  res.end();
}
