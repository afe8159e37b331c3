import { FilterXSS, safeAttrValue, type IWhiteList } from 'xss';

// Editors' HTML is untrusted. A small whitelist keeps the prose styles predictable too; the same
// filter runs on the server and in the browser, so hydration sees identical markup.
const allowed: IWhiteList = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href'],
  strong: [],
  em: [],
  b: [],
  i: [],
  br: [],
  blockquote: [],
};

/** http(s), mailto and same-site relative links; every other scheme (javascript:, data:, tel:…) is dropped. */
function isSafeHref(href: string): boolean {
  if (/^(https?:\/\/|mailto:)/i.test(href)) return true;
  if (/^(\/|#|\.\.?\/)/.test(href)) return true;
  // Relative paths without a scheme ("page", "page?x=a:b"): no colon before the first / ? or #.
  return href !== '' && !/^[^/?#]*:/.test(href);
}

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'textarea', 'select'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return '';
    if (tag === 'a' && name === 'href') {
      // xss's own check first: it decodes entities and strips control characters that hide schemes.
      const cleaned = safeAttrValue(tag, name, value, { process: (css: string) => css });
      return cleaned && isSafeHref(cleaned) ? `href="${cleaned}"` : '';
    }
    return undefined;
  },
});

// The same markup is sanitised on every render of a page: remember recent answers (bounded, oldest first out).
const MEMO_SIZE = 500;
const memo = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = filter.process(html);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
