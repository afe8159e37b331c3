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
  const properties = isRecord(sys.properties) ? sys.properties : {};
  const query = new URLSearchParams(src.split('?')[1] ?? '');
  // Transformations that crop change the shape: their size is then the one that reserves space.
  const cropWidth = positive(Number(query.get('w')));
  const cropHeight = positive(Number(query.get('h')));
  const cropped = cropWidth !== undefined && cropHeight !== undefined;
  return {
    src,
    width: cropped ? cropWidth : positive(properties.width),
    height: cropped ? cropHeight : positive(properties.height),
    alt: nonEmpty(value.altText) ?? nonEmpty(asset.altText) ?? nonEmpty(asset.title) ?? nonEmpty(asset.entryTitle) ?? '',
    caption: nonEmpty(value.caption),
  };
}

const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

function withWidth(src: string, width: number): string {
  const [path, search = ''] = src.split('?');
  const query = new URLSearchParams(search);
  query.set('w', String(width));
  return `${path}?${query.toString()}`;
}

/**
 * `?w=` candidates up to the image's own width (never upscaled). None when the image is cropped by
 * a height transformation: a width alone would change its shape.
 */
export function srcSet(source: ImageSource): string | undefined {
  if (new URLSearchParams(source.src.split('?')[1] ?? '').has('h')) return undefined;
  const max = source.width;
  const widths = max ? [...SRCSET_WIDTHS.filter((w) => w < max), max] : SRCSET_WIDTHS;
  return widths.map((w) => `${withWidth(source.src, w)} ${w}w`).join(', ');
}
