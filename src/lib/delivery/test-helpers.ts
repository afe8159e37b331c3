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

export function recordingFetch(respond: Responder = () => json({ items: [] })): RecordingFetch {
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
