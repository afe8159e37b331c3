// The pieces fuzz cases are made of: hostile and ordinary paths, query strings, header values, cookies and
// bodies. Each generator takes the seeded Random so a run can be replayed exactly.
import type { Random } from './random';

const WORD = 'abcdefghijklmnopqrstuvwxyz0123456789-_';
/** Characters that break naive parsers: separators, quotes, markup, escapes, non-ASCII and invisible ones. */
const AWKWARD = [
  '/',
  '\\',
  '.',
  '..',
  '%',
  '%%',
  '%G1',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '%2f',
  '%5c',
  '%252f',
  '?',
  '#',
  ';',
  ',',
  '&',
  '=',
  '+',
  '"',
  "'",
  '<',
  '>',
  '<script>',
  '{',
  '}',
  '|',
  '^',
  '`',
  '~',
  '*',
  '$',
  '@',
  ':',
  '[',
  ']',
  '!',
  ' ',
  '%20',
  '\u00e9',
  'caf\u00e9',
  '\u65e5\u672c',
  '\u{1f33f}',
  '\u202e',
  '\u200b',
  'e\u0301',
  '\ufeff',
  '\ud800',
  '%E2%80%AE',
  '%F0%9F%8C%BF',
];

/** Percent-encodes where it can: a lone surrogate cannot be, and is then sent as it is. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The path percent-encoded as a browser would; one holding a lone surrogate as it is. */
function encodePath(path: string): string {
  try {
    return encodeURI(path);
  } catch {
    return path;
  }
}

export function word(random: Random, max = 12): string {
  return random.text(WORD, random.int(1, max));
}

export function awkward(random: Random): string {
  const parts: string[] = [];
  for (let i = random.int(1, 4); i > 0; i--) parts.push(random.chance(0.5) ? random.pick(AWKWARD) : word(random, 6));
  return parts.join('');
}

/** Text of a given kind and size, from empty to several kilobytes. */
export function anyValue(random: Random): string {
  switch (random.int(0, 9)) {
    case 0:
      return '';
    case 1:
      return random.text('A', random.int(1_000, 9_000));
    case 2:
      return String(random.pick([-1, 0, 1, 1e21, Number.MAX_SAFE_INTEGER, 0.5, -0]));
    case 3:
      return random.pick(['true', 'false', 'null', 'undefined', 'NaN', '[]', '{}', '__proto__', 'constructor', 'toString']);
    case 4:
      return random.pick([
        '/',
        '//evil.example',
        '/\\evil.example',
        'https://evil.example/',
        'javascript:alert(1)',
        '/%2f%2fevil.example',
        '/a/../..//evil.example',
      ]);
    default:
      return random.chance(0.5) ? awkward(random) : word(random, 20);
  }
}

/** A path changed the ways a hostile or careless client changes one. */
export function mutatePath(random: Random, base: string): string {
  const segments = base.split('/').filter(Boolean);
  switch (random.int(0, 13)) {
    case 0:
      return base;
    case 1:
      return `${base}/`;
    case 2:
      return base.replace(/\//g, () => random.pick(['/', '//', '/./', '/../', '\\', '/%2e/', '/%2e%2e/', '/%2f']));
    case 3:
      return `${base}/${awkward(random)}`;
    case 4:
      return `/${[...segments, awkward(random), ...segments].join('/')}`;
    case 5:
      return `${base}/${random.text('x', random.int(256, 12_000))}`;
    case 6:
      return `/${Array.from({ length: random.int(30, 120) }, () => word(random, 3)).join('/')}`;
    case 7:
      return base.toUpperCase();
    case 8:
      return `${base}${random.pick([';jsessionid=1', '#top', '%23top', '%3F', '.json', '.html', '~', '%00', '%'])}`;
    case 9:
      return encodePath(base).replace(/[a-z]/g, (letter) => (random.chance(0.3) ? `%${letter.charCodeAt(0).toString(16)}` : letter));
    case 10:
      return random.pick([
        '*',
        'about',
        `http://evil.example${base}`,
        `//evil.example${base}`,
        `/..${base}`,
        `/${'../'.repeat(8)}etc/passwd`,
      ]);
    case 11:
      return `/${segments.map((segment) => (random.chance(0.5) ? awkward(random) : segment)).join('/')}`;
    case 12:
      return `${base}${random.pick(['\t', '\u0001', '\u007f', ' x', '\u0085', '\r'])}`;
    default:
      return `/${segments.reverse().join('/')}`;
  }
}

const QUERY_NAMES = [
  'redux',
  'versionStatus',
  'p',
  'redirect_uri',
  'ReturnURL',
  'original_uri',
  'token',
  'securityToken',
  'securitytoken',
  'local',
  'q',
  'term',
  'pageIndex',
  'pageSize',
  'fields',
  'linkDepth',
  'language',
  'accessToken',
  'where',
  'orderBy',
  'path',
  'depth',
  '__proto__',
  'constructor[prototype]',
  'a[b][c]',
];

function queryPair(random: Random): string {
  const name = random.chance(0.8) ? random.pick(QUERY_NAMES) : awkward(random);
  switch (name) {
    case 'redux':
      return `redux=${random.pick(['true', 'false', 'TRUE', '1', ''])}`;
    case 'versionStatus':
      return `versionStatus=${random.pick(['latest', 'published', 'LATEST', 'draft', '', '%00'])}`;
    case 'p':
      return `p=${random.pick(['website', 'intranet', 'WEBSITE', 'nope', '', '%ZZ'])}`;
    default: {
      const value = anyValue(random);
      return `${name}=${random.chance(0.7) ? encode(value).replace(/%25/g, () => random.pick(['%25', '%'])) : value}`;
    }
  }
}

/** A query string (with its `?`), from none to hundreds of repeated keys. */
export function query(random: Random): string {
  if (random.chance(0.25)) return '';
  const count = random.chance(0.05) ? random.int(100, 400) : random.int(1, 4);
  const pairs = Array.from({ length: count }, () => queryPair(random));
  if (random.chance(0.1)) pairs.push(pairs[0], pairs[0]);
  return `?${pairs.join('&')}`;
}

export const HOSTS = [
  'www.example.test',
  'intranet.example.test',
  'localhost',
  'localhost:3000',
  '127.0.0.1',
  '[::1]',
  'WWW.EXAMPLE.TEST',
  'www.example.test.',
  'preview.example.test',
  'evil.example',
  'www.example.test:99999',
  'a'.repeat(300),
  'bad host',
  '\u00e9xample.test',
  '',
];
const PROTOS = ['https', 'http', 'HTTPS', 'gopher', 'https, http', ''];
const ADDRESSES = [
  '203.0.113.7',
  '198.51.100.23, 10.0.0.1',
  '2001:db8::1',
  '::ffff:192.0.2.1',
  'unknown',
  'garbage',
  '999.999.999.999',
  '',
];

/** Headers a visitor or a proxy in front of the site may send (the caller adds Host, Cookie and body headers). */
export function visitorHeaders(random: Random): [string, string][] {
  const headers: [string, string][] = [];
  const maybe = (probability: number, name: string, value: () => string) => {
    if (random.chance(probability)) headers.push([name, value()]);
  };
  maybe(0.2, 'X-Forwarded-Host', () => random.pick(HOSTS));
  maybe(0.2, 'X-Forwarded-Proto', () => random.pick(PROTOS));
  maybe(0.4, 'X-Forwarded-For', () => (random.chance(0.5) ? `203.0.113.${random.int(0, 255)}` : random.pick(ADDRESSES)));
  maybe(0.1, 'x-entry-versionstatus', () => random.pick(['latest', 'published', 'nonsense', '']));
  maybe(0.4, 'Accept', () => random.pick(['application/json', 'text/html', '*/*', 'application/json, text/html', 'image/*', 'x/y;q=bad']));
  maybe(0.3, 'Accept-Encoding', () => random.pick(['gzip', 'br', 'gzip, deflate, br', 'identity;q=0', '*;q=0', 'nonsense']));
  maybe(0.1, 'Range', () => random.pick(['bytes=0-10', 'bytes=10-', 'bytes=-5', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,2-3,4-5']));
  maybe(0.1, 'If-None-Match', () => random.pick(['"x"', '*', 'W/"1"', 'garbage']));
  maybe(0.1, 'If-Modified-Since', () => random.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', '']));
  maybe(0.1, 'Sec-Fetch-Site', () => random.pick(['same-origin', 'cross-site', 'none', 'same-site']));
  maybe(0.05, 'X-Large', () => random.text('h', random.int(1_000, 20_000)));
  return headers;
}

/** A cookie header value made of real session pieces, forged ones, duplicates and garbage. */
export function cookieHeader(random: Random, real: { session: string[]; csrf: string }): string | null {
  const parts: string[] = [];
  if (random.chance(0.35)) parts.push(...real.session);
  if (random.chance(0.4)) parts.push(real.csrf);
  // Plain names and their __Host- forms: an https site reads only the prefixed ones, an http site only the plain ones.
  const names = [
    'ContensisSecurityBearerToken',
    'RefreshToken',
    'ContensisCMSUserName',
    'trellis_session',
    'trellis.csrf',
    'trellis.federated',
  ];
  const forged = () => `${random.chance(0.5) ? '__Host-' : ''}${random.pick(names)}`;
  for (let i = random.int(0, 3); i > 0; i--) {
    const value = random.pick([
      word(random, 40),
      `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ sub: 'ada', exp: 9_999_999_999 })).toString('base64url')}.`,
      anyValue(random),
      random.text('c', random.int(2_000, 6_000)),
      '"quoted"',
      '%ZZ',
    ]);
    parts.push(`${forged()}=${value}`);
  }
  if (random.chance(0.1)) parts.push(random.pick([';;;', '==', 'novalue', '=x', '\u00e9=\u00e9']));
  if (parts.length === 0) return null;
  // Shuffled, so a forged copy of a real cookie comes first as often as after it.
  return parts.sort(() => random.next() - 0.5).join('; ');
}

const FORM_FIELDS = [
  'username',
  'password',
  'redirect_uri',
  'ReturnURL',
  'firstName',
  'lastName',
  'email',
  'userEmail',
  'token',
  'existing',
  'new',
  'userId',
  'redirect',
  '_csrf',
];
const KNOWN_VALUES = ['ada', 'grace', 'Orchid-Walk-2026', 'Seed-Bank-1889', 'ada@example.org', 'Str0ng-Passw0rd-2026'];

function fieldValue(random: Random): string {
  return random.chance(0.15) ? random.pick(KNOWN_VALUES) : anyValue(random);
}

/** An urlencoded form body (fields repeated, misspelt, oversized), with the anti-forgery field when given. */
export function formBody(random: Random, csrfToken: string | null): string {
  const pairs: string[] = [];
  for (let i = random.int(0, 6); i > 0; i--) {
    const name = random.chance(0.85) ? random.pick(FORM_FIELDS) : awkward(random);
    pairs.push(`${encode(name)}=${random.chance(0.9) ? encode(fieldValue(random)) : awkward(random)}`);
  }
  if (random.chance(0.05)) pairs.push(`many=${random.text('m', 20_000)}`);
  if (random.chance(0.05)) for (let i = 0; i < 80; i++) pairs.push(`f${i}=x`);
  if (csrfToken) pairs.push(`_csrf=${encodeURIComponent(csrfToken)}`);
  return pairs.sort(() => random.next() - 0.5).join('&');
}

function jsonValue(random: Random, depth: number): unknown {
  switch (depth > 3 ? random.int(0, 3) : random.int(0, 6)) {
    case 0:
      return fieldValue(random);
    case 1:
      return random.pick([0, -1, 1e308, 3.5, true, false, null]);
    case 2:
      return random.text('s', random.int(0, 64));
    case 3:
      return random.pick(KNOWN_VALUES);
    case 4:
      return Array.from({ length: random.int(0, 4) }, () => jsonValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 5) }, () => [
          random.pick([...FORM_FIELDS, '__proto__', 'constructor', awkward(random)]),
          jsonValue(random, depth + 1),
        ]),
      );
  }
}

/** A JSON body (objects with fields of every type, other top-level values, broken or deeply nested JSON). */
export function jsonBody(random: Random, csrfToken: string | null): string {
  switch (random.int(0, 9)) {
    case 0:
      return random.pick(['{', '[1,', '{"username":', 'null', '"text"', '42', '[]', '', '\u0000', '{"a":1}garbage']);
    case 1:
      return `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    case 2:
      return JSON.stringify(jsonValue(random, 0));
    default: {
      const body = jsonValue(random, 3) as unknown;
      const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      for (let i = random.int(1, 5); i > 0; i--) record[random.pick(FORM_FIELDS)] = jsonValue(random, 2);
      if (csrfToken && random.chance(0.8)) record._csrf = csrfToken;
      return JSON.stringify(record);
    }
  }
}

export const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=koi8-r',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/xml',
  'garbage',
  '',
];
