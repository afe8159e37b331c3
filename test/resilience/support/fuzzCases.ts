// Generated requests against every route the site answers: content pages, account pages and posts, the delivery
// API proxy, the libraries and the rest. Deterministic for a seed (see random.ts).
import { ACCOUNT_PATHS } from '../../../contract';
import {
  anyValue,
  awkward,
  CONTENT_TYPES,
  cookieHeader,
  formBody,
  HOSTS,
  jsonBody,
  mutatePath,
  query,
  visitorHeaders,
  word,
} from './fuzzParts';
import type { Random } from './random';
import type { RawRequest } from './rawHttp';

export interface FuzzContext {
  /** Content pages of the pack (every project). */
  pagePaths: string[];
  entryIds: string[];
  nodeIds: string[];
  /** `/image-library/...` and `/asset-library/...` files of the pack. */
  libraryFiles: string[];
  /** A signed-in visitor's session cookies (`name=value`) and an anti-forgery cookie with its token. */
  visitor: { session: string[]; csrf: string; csrfToken: string };
  publicHost: string;
}

export interface FuzzCase {
  kind: 'page' | 'account-page' | 'account-post' | 'delivery' | 'library' | 'other';
  request: RawRequest;
}

const ACCOUNT_POSTS = [
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.logout,
  ACCOUNT_PATHS.register,
  ACCOUNT_PATHS.reset,
  ACCOUNT_PATHS.resetPassword,
  ACCOUNT_PATHS.changePassword,
];
const ACCOUNT_GETS = [
  ACCOUNT_PATHS.session,
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.logout,
  ACCOUNT_PATHS.registration,
  ACCOUNT_PATHS.forgotPassword,
  ACCOUNT_PATHS.resetPasswordPage,
  ACCOUNT_PATHS.changePassword,
  ACCOUNT_PATHS.accessDenied,
  ACCOUNT_PATHS.verify,
  ACCOUNT_PATHS.resendVerification,
  ACCOUNT_PATHS.environments,
];
const ODD_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'get', 'CONNECT'];

/** A body in HTTP/1.1 chunks of a few bytes each. */
function chunked(body: string): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 7) {
    const piece = bytes.subarray(at, at + 7);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

/** Host, cookies and the visitor's other headers; now and then no Host at all, or two. */
function commonHeaders(random: Random, context: FuzzContext): [string, string][] {
  const headers: [string, string][] = [];
  if (!random.chance(0.02)) headers.push(['Host', random.chance(0.6) ? context.publicHost : random.pick(HOSTS)]);
  if (random.chance(0.01)) headers.push(['Host', random.pick(HOSTS)]);
  const cookie = cookieHeader(random, context.visitor);
  if (cookie !== null) headers.push(['Cookie', cookie]);
  return [...headers, ...visitorHeaders(random)];
}

function pageCase(random: Random, context: FuzzContext): FuzzCase {
  const base = random.chance(0.85) ? random.pick(context.pagePaths) : `/${word(random)}`;
  const method = random.chance(0.1) ? random.pick(['HEAD', 'POST', ...ODD_METHODS]) : 'GET';
  return {
    kind: 'page',
    request: { method, target: `${mutatePath(random, base)}${query(random)}`, headers: commonHeaders(random, context) },
  };
}

function accountPageCase(random: Random, context: FuzzContext): FuzzCase {
  const path = random.pick(ACCOUNT_GETS);
  const target = random.chance(0.2) ? mutatePath(random, path) : path;
  return {
    kind: 'account-page',
    request: { method: random.chance(0.1) ? 'HEAD' : 'GET', target: `${target}${query(random)}`, headers: commonHeaders(random, context) },
  };
}

/** A post to an account route: a form or JSON (or neither), with a valid anti-forgery token about half the time. */
function accountPostCase(random: Random, context: FuzzContext): FuzzCase {
  const headers = commonHeaders(random, context);
  const withToken = random.chance(0.5);
  if (withToken && !headers.some(([name, value]) => name === 'Cookie' && value.includes(context.visitor.csrf))) {
    headers.push(['Cookie', context.visitor.csrf]);
  }
  const asJson = random.chance(0.5);
  const tokenInHeader = withToken && asJson && random.chance(0.7);
  if (tokenInHeader) headers.push(['x-csrf-token', context.visitor.csrfToken]);
  else if (random.chance(0.05)) headers.push(['x-csrf-token', anyValue(random)]);
  const contentType = random.chance(0.85)
    ? asJson
      ? 'application/json'
      : 'application/x-www-form-urlencoded'
    : random.pick(CONTENT_TYPES);
  if (contentType) headers.push(['Content-Type', contentType]);
  if (random.chance(0.3))
    headers.push([
      'Origin',
      random.pick([`http://${context.publicHost}`, 'https://evil.example', 'null', `http://${context.publicHost}:8080`, 'garbage']),
    ]);
  if (random.chance(0.03)) headers.push(['Content-Encoding', random.pick(['gzip', 'br', 'deflate', 'nonsense'])]);
  const token = withToken && !tokenInHeader ? context.visitor.csrfToken : null;
  let body: string | Buffer = asJson ? jsonBody(random, token) : formBody(random, token);
  if (random.chance(0.05)) {
    // Sent in chunks, or announced with Expect: 100-continue, as some clients do.
    if (random.chance(0.5)) headers.push(['Expect', '100-continue']);
    else {
      headers.push(['Transfer-Encoding', 'chunked']);
      body = chunked(body);
    }
  }
  const path = random.pick(ACCOUNT_POSTS);
  const target = `${random.chance(0.1) ? mutatePath(random, path) : path}${random.chance(0.2) ? query(random) : ''}`;
  return { kind: 'account-post', request: { method: random.chance(0.95) ? 'POST' : random.pick(ODD_METHODS), target, headers, body } };
}

function deliveryRest(random: Random, context: FuzzContext): string {
  const entry = () => (random.chance(0.8) ? random.pick(context.entryIds) : awkward(random));
  const node = () => (random.chance(0.8) ? random.pick(context.nodeIds) : awkward(random));
  return random.pick([
    () => '',
    () => 'contenttypes',
    () => `contenttypes/${random.pick(['contentPage', 'newsArticle', awkward(random)])}${random.chance(0.3) ? '/entries' : ''}`,
    () => 'entries',
    () => 'entries/search',
    () => `entries/${entry()}`,
    () => 'nodes/root',
    () => `nodes/${node()}/${random.pick(['children', 'parent', 'ancestors', 'siblings', ''])}`,
    () => `nodes${random.pick(context.pagePaths)}`,
    () => `nodes/?entryId=${entry()}`,
    () => `taxonomy/nodes${random.chance(0.5) ? `/0/${random.int(0, 9)}` : ''}`,
    () => `${random.pick(['users', 'management', '..', 'nodes/../../users'])}/${word(random)}`,
  ])();
}

const SEARCH_BODIES = [
  '{"pageIndex":0,"pageSize":5,"where":[{"field":"sys.contentTypeId","equalTo":"newsArticle"}]}',
  '{"pageSize":1000000000,"where":[]}',
  '{"where":"nonsense"}',
  '{"where":[{"field":"entryTitle","contains":"*?*?*?*?*?*?*?#d"}],"orderBy":[{"desc":"nope"}]}',
  '{"where":[{"or":[{"and":[{"not":{}}]}]}]}',
  '{"fields":[1,2,3],"aggregations":{"x":{"field":{}}}}',
];

function deliveryCase(random: Random, context: FuzzContext): FuzzCase {
  const project = random.pick(['website', 'intranet', 'WEBSITE', 'nope', '%2e%2e', '']);
  const path = `/api/delivery/projects/${project}/${deliveryRest(random, context)}`;
  const target = `${random.chance(0.2) ? mutatePath(random, path) : path}${random.chance(0.6) ? query(random) : ''}`;
  const headers = commonHeaders(random, context);
  const isSearch = path.endsWith('/entries/search') && random.chance(0.6);
  if (!isSearch)
    return {
      kind: 'delivery',
      request: { method: random.chance(0.1) ? random.pick(['HEAD', 'POST', ...ODD_METHODS]) : 'GET', target, headers },
    };
  headers.push(['Content-Type', random.pick(['application/json', 'application/json; charset=utf-8', 'text/plain', ''])]);
  const body = random.chance(0.05)
    ? `{"where":[{"field":"x","equalTo":"${random.text('s', 300_000)}"}]}`
    : random.chance(0.6)
      ? random.pick(SEARCH_BODIES)
      : jsonBody(random, null);
  return { kind: 'delivery', request: { method: 'POST', target, headers, body } };
}

function libraryCase(random: Random, context: FuzzContext): FuzzCase {
  const base = random.chance(0.7)
    ? random.pick(context.libraryFiles)
    : `/${random.pick(['image-library', 'video-library', 'asset-library', 'IMAGE-LIBRARY'])}/${awkward(random)}`;
  const method = random.chance(0.8) ? 'GET' : random.pick(['HEAD', 'POST', ...ODD_METHODS]);
  return {
    kind: 'library',
    request: {
      method,
      target: `${mutatePath(random, base)}${random.chance(0.3) ? query(random) : ''}`,
      headers: commonHeaders(random, context),
    },
  };
}

function otherCase(random: Random, context: FuzzContext): FuzzCase {
  const target = random.pick([
    () => `/static/${random.pick(['main.js', '../package.json', '%2e%2e/%2e%2e/package.json', awkward(random)])}`,
    () => '/healthz',
    () => `/__version${query(random)}`,
    () =>
      `/preview/${random.chance(0.6) ? random.pick(context.entryIds) : awkward(random)}${random.chance(0.4) ? `/${random.pick(['en-GB', 'xx', awkward(random)])}` : ''}${query(random)}`,
    () => `/search${query(random)}`,
    () => `${random.pick(context.pagePaths)}?securityToken=${random.chance(0.5) ? word(random, 40) : anyValue(random)}`,
    () => mutatePath(random, '/'),
  ])();
  return {
    kind: 'other',
    request: {
      method: random.chance(0.85) ? 'GET' : random.pick(['HEAD', 'POST', ...ODD_METHODS]),
      target,
      headers: commonHeaders(random, context),
    },
  };
}

const KINDS: [number, (random: Random, context: FuzzContext) => FuzzCase][] = [
  [32, pageCase],
  [10, accountPageCase],
  [25, accountPostCase],
  [20, deliveryCase],
  [6, libraryCase],
  [7, otherCase],
];

/** The `index`-th case of a run: each case has its own seed, so any one can be replayed alone. */
export function fuzzCase(seed: number, index: number, context: FuzzContext, makeRandom: (seed: number) => Random): FuzzCase {
  const random = makeRandom((seed * 1_000_003 + index) >>> 0);
  let roll = random.int(
    1,
    KINDS.reduce((sum, [weight]) => sum + weight, 0),
  );
  for (const [weight, make] of KINDS) {
    roll -= weight;
    if (roll <= 0) return make(random, context);
  }
  return pageCase(random, context);
}
