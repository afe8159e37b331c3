import { createReadStream, promises as fs, type Stats } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { LoadedPack } from '../pack';
import { ApiError } from './api-error';
import { corsHeaders } from './cors';
import type { Exchange } from './exchange';

// Serves the files of each project's `files/` folder at their own path (`files/image-library/x.jpg` at
// `/image-library/x.jpg`). Image transformations in the query string are ignored: the original is served.

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.css': 'text/css; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.gif': 'image/gif',
  '.htm': 'text/html; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.m4a': 'audio/mp4',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xml': 'application/xml; charset=utf-8',
  '.zip': 'application/zip',
};

function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The pack-relative segments of a file request. Anything that could name a file outside the files folder
 * (`..`, encoded slashes or backslashes, NUL) is refused before the file system is touched.
 */
function safeFileSegments(rawPath: string): string[] {
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) {
    throw new ApiError(400, 'The file path is not valid');
  }
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new ApiError(400, 'The file path is not correctly URL-encoded');
    }
    if (segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\') || segment.includes('\0')) {
      throw new ApiError(404, 'File not found');
    }
    segments.push(segment);
  }
  return segments;
}

/** Answers a file request; false when no project has the file. */
export async function serveFile(exchange: Exchange, pack: LoadedPack, rawPath: string): Promise<boolean> {
  const segments = safeFileSegments(rawPath);
  if (segments.length === 0) return false;
  for (const project of pack.projectList) {
    if (!project.filesDir) continue;
    const found = await findFile(project.filesDir, segments);
    if (found) {
      sendFile(exchange, found.path, found.stats);
      return true;
    }
  }
  return false;
}

const realRoots = new Map<string, string>();

async function findFile(filesDir: string, segments: string[]): Promise<{ path: string; stats: Stats } | null> {
  const candidate = join(filesDir, ...segments);
  let root = realRoots.get(filesDir);
  try {
    if (root === undefined) {
      root = await fs.realpath(filesDir);
      realRoots.set(filesDir, root);
    }
    // Symbolic links inside the pack must not lead outside it either.
    const real = await fs.realpath(candidate);
    if (!real.startsWith(root + sep)) return null;
    const stats = await fs.stat(real);
    return stats.isFile() ? { path: real, stats } : null;
  } catch {
    return null;
  }
}

function sendFile(exchange: Exchange, path: string, stats: Stats): void {
  const { req, res } = exchange;
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
  for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', contentTypeFor(path));

  if (notModified(req.headers['if-none-match'], req.headers['if-modified-since'], etag, lastModified)) {
    res.statusCode = 304;
    res.end();
    return;
  }

  const ifRange = req.headers['if-range'];
  const range = parseRange(req.headers.range, stats.size, typeof ifRange === 'string' ? ifRange : undefined, etag);
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${stats.size}`);
    res.end();
    return;
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : stats.size - 1;
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  res.setHeader('Content-Length', Math.max(0, end - start + 1));
  if (exchange.method === 'HEAD' || stats.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(path, { start, end });
  stream.on('error', () => res.destroy());
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
