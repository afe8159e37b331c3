// Shared by the delivery tests: a fetch that records what it is asked and answers from a script,
// and a scoped browser-globals stub. Not imported by the client itself.
import type { FetchFn } from './config';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  init: RequestInit;
}

export type Responder = (call: RecordedCall, index: number) => Response | Promise<Response>;

export type RecordingFetch = FetchFn & { calls: RecordedCall[] };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The smallest answer of the shape the call at `url` returns (answerShapes.ts), so that tests about requests pass it. */
export function fittingAnswer(url: string): unknown {
  const path = new URL(url, 'http://relative.test').pathname;
  if (/\/entries(\/search)?$/i.test(path)) return { pageIndex: 0, pageSize: 25, totalCount: 0, pageCount: 0, items: [] };
  if (/\/entries\/[^/]+$/.test(path)) return { sys: { id: 'e1', contentTypeId: 'page' } };
  if (/\/nodes\/$|\/(children|siblings|ancestors)$/.test(path)) return [];
  if (/\/nodes\//.test(path)) return { id: 'n1', path: '/' };
  return { ok: true };
}

export function recordingFetch(respond: Responder = (call) => json(fittingAnswer(call.url))): RecordingFetch {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
      init,
    };
    calls.push(call);
    return respond(call, calls.length - 1);
  };
  return Object.assign(fetchFn, { calls });
}

/** Runs `fn` with `window` (and optionally `document.documentMode`) defined, then removes them. */
export async function inBrowser<T>(fn: () => T | Promise<T>, documentMode?: number): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  g.window = g;
  g.document = documentMode === undefined ? {} : { documentMode };
  try {
    return await fn();
  } finally {
    delete g.window;
    delete g.document;
  }
}
