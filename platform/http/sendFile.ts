import { createReadStream } from 'node:fs';
import { corsHeaders } from './cors';
import type { Exchange } from './exchange';

// Sends a file or a buffer with validators, 304s, single byte ranges (206/416) and HEAD: pack files and
// transformed images alike.

export interface FileBody {
  /** Streamed from disk, or sent from memory when `data` is given. */
  file: string | null;
  data: Buffer | null;
  size: number;
  etag: string;
  lastModified: Date;
  contentType: string;
  cacheControl: string;
  /** The file could not be read after all (removed meanwhile). */
  onReadError?: () => void;
}

export function sendFileBody(exchange: Exchange, body: FileBody): void {
  const { req, res } = exchange;
  for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
  res.setHeader('ETag', body.etag);
  res.setHeader('Last-Modified', body.lastModified.toUTCString());
  res.setHeader('Cache-Control', body.cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', body.contentType);

  if (notModified(req.headers['if-none-match'], req.headers['if-modified-since'], body.etag, body.lastModified)) {
    res.statusCode = 304;
    res.end();
    return;
  }

  const ifRange = req.headers['if-range'];
  const range = parseRange(req.headers.range, body.size, typeof ifRange === 'string' ? ifRange : undefined, body.etag);
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${body.size}`);
    res.end();
    return;
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : body.size - 1;
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${body.size}`);
  res.setHeader('Content-Length', Math.max(0, end - start + 1));
  if (exchange.method === 'HEAD' || body.size === 0) {
    res.end();
    return;
  }
  if (body.data) {
    res.end(body.data.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(body.file ?? '', { start, end });
  stream.on('error', () => {
    body.onReadError?.();
    res.destroy();
  });
  stream.pipe(res);
}

function notModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, etag: string, lastModified: Date): boolean {
  if (ifNoneMatch) {
    return ifNoneMatch.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
    });
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && lastModified.getTime() <= since;
  }
  return false;
}

/** One `bytes=` range; several ranges, or an If-Range that no longer matches, get the whole file. */
function parseRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
