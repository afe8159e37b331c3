// Steady traffic of the kinds a public site gets, for the outage and soak tests: pages of every template, searches
// with varying terms, pages that do not exist, the browser's delivery calls, library files and (with a session)
// signed-in pages. Seeded (random.ts), so a run can be repeated.
import type { Random } from './random';

export type RequestKind = 'home' | 'content' | 'listing' | 'search' | 'not-found' | 'delivery' | 'library' | 'signed-in';

/** Kinds answered by a rendered page (HTML, the page's cache headers); the rest are proxied from the platform. */
export const PAGE_KINDS: readonly RequestKind[] = ['home', 'content', 'listing', 'search', 'not-found', 'signed-in'];

export interface VisitorRequest {
  kind: RequestKind;
  target: string;
  /** Besides Host: a signed-in visitor's cookies. */
  headers: [string, string][];
}

export interface LoadAnswer {
  request: VisitorRequest;
  /** 0: no answer (the connection closed, reset or timed out first). */
  status: number;
  headers: Record<string, string>;
  /** The start of the body, for checks and messages. */
  body: string;
  failure?: string;
  startedAt: number;
  ms: number;
}

export interface MixOptions {
  /** Content pages of the site's project. */
  pagePaths: readonly string[];
  entryIds: readonly string[];
  libraryFiles: readonly string[];
  listings: readonly string[];
  project: string;
  /** A signed-in visitor's session cookies (`name=value`); none: no signed-in pages. */
  session?: readonly string[];
}

const SEARCH_WORDS = ['rose', 'garden', 'palm house', 'volunteer', 'bluebell', 'herbarium', 'membership', 'autumn', 'café', 'tree'];

/** The next request of a visitor, drawn with these shares: pages most, then searches, the browser's calls and 404s. */
export function visitorMix(random: Random, options: MixOptions): () => VisitorRequest {
  const api = `/api/delivery/projects/${options.project}`;
  const request = (kind: RequestKind, target: string, headers: [string, string][] = []): VisitorRequest => ({ kind, target, headers });
  const draws: [number, () => VisitorRequest][] = [
    [30, () => request('content', random.pick(options.pagePaths))],
    [8, () => request('home', '/')],
    [10, () => request('listing', `${random.pick(options.listings)}${random.chance(0.3) ? `?pageIndex=${random.int(2, 3)}` : ''}`)],
    // A term seen before now and then, mostly new ones: the micro-caches fill to their bounds and turn over.
    [
      18,
      () =>
        request(
          'search',
          `/search?term=${encodeURIComponent(`${random.pick(SEARCH_WORDS)}${random.chance(0.6) ? ` ${random.int(1, 1_000_000)}` : ''}`)}`,
        ),
    ],
    [8, () => request('not-found', `/no-such-page-${random.int(1, 1_000_000)}`)],
    [
      12,
      () =>
        request(
          'delivery',
          random.pick([
            `${api}/nodes/root?depth=1`,
            `${api}/entries/${random.pick(options.entryIds)}`,
            `${api}/nodes${random.pick(options.pagePaths.filter((path) => path !== '/'))}`,
          ]),
        ),
    ],
    [8, () => request('library', random.pick(options.libraryFiles))],
    [options.session ? 6 : 0, () => request('signed-in', random.pick(options.pagePaths), [['Cookie', (options.session ?? []).join('; ')]])],
  ];
  const total = draws.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let ticket = random.next() * total;
    for (const [weight, draw] of draws) {
      ticket -= weight;
      if (ticket < 0) return draw();
    }
    return draws[0][1]();
  };
}

/**
 * `clients` visitors, each sending one request after another (`next`) until `until()` holds or `maxRequests` were
 * sent in all; every answer goes to `onAnswer`. With `perSecond`, no faster than that in all (a steady load that
 * does not swing with how fast the machine is at the moment). Resolves with the number of requests sent.
 */
export async function runLoad(options: {
  clients: number;
  next: () => VisitorRequest;
  send: (request: VisitorRequest) => Promise<LoadAnswer>;
  until: () => boolean;
  maxRequests?: number;
  perSecond?: number;
  onAnswer: (answer: LoadAnswer) => void;
}): Promise<number> {
  let sent = 0;
  const max = options.maxRequests ?? Number.POSITIVE_INFINITY;
  // The next free moment to send: a visitor back late takes the present one, so a slow spell is never made up in a burst.
  let nextSlot = Date.now();
  const visitor = async () => {
    while (!options.until() && sent < max) {
      sent += 1;
      if (options.perSecond) {
        const slot = Math.max(nextSlot, Date.now());
        nextSlot = slot + 1000 / options.perSecond;
        if (slot > Date.now()) await new Promise((resolve) => setTimeout(resolve, slot - Date.now()));
      }
      options.onAnswer(await options.send(options.next()));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, visitor));
  return sent;
}
