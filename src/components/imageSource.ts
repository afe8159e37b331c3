import type { Image } from '../lib/delivery/types';

/** What an `<img>` needs from an image field whose asset has been resolved. */
export interface ImageSource {
  /** A same-site path such as `/image-library/x.png`, with any transformations as its query. */
  src: string;
  width?: number;
  height?: number;
  /** The editor's alt text: the field's, else the asset's, else the asset's title. */
  alt: string;
  caption?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const positive = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);
const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** An image field value (`{ asset, altText, caption }`), resolved or not. */
export function isImageValue(value: unknown): value is Image {
  return isRecord(value) && isRecord(value.asset) && isRecord(value.asset.sys);
}

// Absolute asset URIs are reduced to their path: images are served through the site's own proxy path.
function sitePath(uri: string): string | null {
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The source of an image field, or null when the asset is only a stub (no uri) or the value is not an image. */
export function imageSource(value: unknown): ImageSource | null {
  if (!isImageValue(value)) return null;
  const asset: Record<string, unknown> = { ...value.asset };
  const sys: Record<string, unknown> = { ...value.asset.sys };
  const uri = nonEmpty(sys.uri);
  const src = uri ? sitePath(uri) : null;
  if (!src) return null;
  const size = displaySize(src, isRecord(sys.properties) ? sys.properties : {});
  return {
    src,
    ...size,
    alt: nonEmpty(value.altText) ?? nonEmpty(asset.altText) ?? nonEmpty(asset.title) ?? nonEmpty(asset.entryTitle) ?? '',
    caption: nonEmpty(value.caption),
  };
}

/**
 * The size the image is served at: the editor's own `w` and `h` transformations when both are set (a crop), a
 * narrower `w` scaled from the asset's size, else the asset's size.
 */
function displaySize(src: string, properties: Record<string, unknown>): { width?: number; height?: number } {
  const query = new URLSearchParams(src.split('?')[1] ?? '');
  const width = positive(properties.width);
  const height = positive(properties.height);
  const editorWidth = positive(Number(query.get('w')));
  const editorHeight = positive(Number(query.get('h')));
  if (editorWidth !== undefined && editorHeight !== undefined) return { width: editorWidth, height: editorHeight };
  if (editorWidth !== undefined && width !== undefined && height !== undefined && editorWidth < width) {
    return { width: editorWidth, height: Math.round((height * editorWidth) / width) };
  }
  return { width, height };
}

/** Widths offered to the browser, up to the image's own (never upscaled). */
export const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

/** Formats the Image API resizes; others (SVG, animated GIF, documents) are offered as they are. */
const RESIZABLE = /\.(jpe?g|png|webp)$/i;

function candidate(path: string, editorQuery: URLSearchParams, width: number): string {
  const query = new URLSearchParams(editorQuery);
  const editorWidth = positive(Number(editorQuery.get('w')));
  const editorHeight = positive(Number(editorQuery.get('h')));
  query.set('w', String(width));
  // A crop (the editor's w and h) keeps its shape at every width.
  if (editorWidth !== undefined && editorHeight !== undefined)
    query.set('h', String(Math.max(1, Math.round((editorHeight * width) / editorWidth))));
  query.set('f', 'webp');
  return `${path}?${query.toString()}`;
}

/**
 * `srcset` candidates in WebP at the widths in SRCSET_WIDTHS below the image's own, and at its own width (1920
 * at most: the widest layout, 69rem, is 1920 pixels at a device pixel ratio of about 1.75); the
 * editor's other transformations are kept. None for images the Image API does not resize, nor for a height
 * without a width (the editor's shape would change).
 */
export function srcSet(source: ImageSource): string | undefined {
  const [path, search = ''] = source.src.split('?');
  const query = new URLSearchParams(search);
  if (!RESIZABLE.test(path) || (query.has('h') && !query.has('w'))) return undefined;
  const largest = SRCSET_WIDTHS[SRCSET_WIDTHS.length - 1];
  const max = Math.min(source.width ?? largest, largest);
  const widths = [...SRCSET_WIDTHS.filter((w) => w < max), max];
  return widths.map((w) => `${candidate(path, query, w)} ${w}w`).join(', ');
}
