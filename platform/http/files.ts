import { promises as fs, type Stats } from 'node:fs';
import { extname, join, sep } from 'node:path';
import {
  ImageInputError,
  type ImageTransform,
  type ImageVariant,
  type ImageVariants,
  parseTransform,
  QueueFullError,
  TransformParamError,
} from '../images';
import type { LoadedPack } from '../pack';
import { ApiError } from './apiError';
import type { Exchange } from './exchange';
import { sendFileBody } from './sendFile';

// Serves the files of each project's `files/` folder at their own path (`files/image-library/x.jpg` at
// `/image-library/x.jpg`), and transformed variants of its raster images (`?w=480&f=webp`).

/** Files the Image API transforms; any other file (SVG, PDF, BMP...) is served as it is, whatever the query. */
const TRANSFORMABLE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff']);

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

/**
 * Answers a file request; false when no project has the file. A raster image with transformation parameters
 * is answered with its variant; other files ignore them.
 */
export async function serveFile(exchange: Exchange, pack: LoadedPack, rawPath: string, images: ImageVariants): Promise<boolean> {
  const segments = safeFileSegments(rawPath);
  if (segments.length === 0) return false;
  for (const project of pack.projectList) {
    if (!project.filesDir) continue;
    const found = await findFile(project.filesDir, segments);
    if (!found) continue;
    const transform = transformRequested(exchange, found.path);
    if (transform) await sendVariant(exchange, images, found, transform);
    else sendOriginal(exchange, found.path, found.stats);
    return true;
  }
  return false;
}

const realRoots = new Map<string, string>();

interface FoundFile {
  path: string;
  stats: Stats;
}

async function findFile(filesDir: string, segments: string[]): Promise<FoundFile | null> {
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

/** Pack files change rarely, but keep their address when they do: an hour, then revalidated. */
const ORIGINAL_CACHE_CONTROL = 'public, max-age=3600';
/** A variant's address already names the transformation; a replaced source still keeps it, so not `immutable`. */
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000';

function lastModifiedOf(stats: Stats): Date {
  return new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
}

function sendOriginal(exchange: Exchange, path: string, stats: Stats): void {
  sendFileBody(exchange, {
    file: path,
    data: null,
    size: stats.size,
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: lastModifiedOf(stats),
    contentType: contentTypeFor(path),
    cacheControl: ORIGINAL_CACHE_CONTROL,
  });
}

function transformRequested(exchange: Exchange, path: string): ImageTransform | null {
  if (!TRANSFORMABLE.has(extname(path).toLowerCase())) return null;
  const url = exchange.req.url ?? '';
  const at = url.indexOf('?');
  try {
    return at === -1 ? null : parseTransform(url.slice(at + 1));
  } catch (error) {
    if (error instanceof TransformParamError) throw new ApiError(400, error.message, { parameter: error.parameter });
    throw error;
  }
}

async function sendVariant(exchange: Exchange, images: ImageVariants, found: FoundFile, transform: ImageTransform): Promise<void> {
  let variant: ImageVariant;
  try {
    variant = await images.variant(found, transform);
  } catch (error) {
    if (error instanceof ImageInputError) throw new ApiError(400, error.message);
    if (error instanceof QueueFullError) throw new ApiError(503, error.message, null, { 'Retry-After': '1' });
    throw error;
  }
  sendFileBody(exchange, {
    ...variant,
    lastModified: lastModifiedOf(found.stats),
    cacheControl: VARIANT_CACHE_CONTROL,
    onReadError: () => images.lost(variant.etag),
  });
}
