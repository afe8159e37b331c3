// An image field's image as sharing sites show it (Open Graph, Twitter cards, JSON-LD): a public address through the
// site's image path, cropped to a shape, never scaled up.
import { imageSource } from '../../components/imageSource';

/** An image as the page shares it: its public address and the size it is served at. */
export interface SharedImage {
  url: string;
  width: number;
  height: number;
  alt: string | null;
}

/**
 * An image field's image as a public address, cropped to a size's shape (the image path's transformations, JPEG):
 * at that size, or the largest of that shape the image has (images are never scaled up).
 */
export function sharedImage(origin: string, value: unknown, size: { width: number; height: number }): SharedImage | null {
  const source = imageSource(value);
  if (!source || !origin) return null;
  const scale = Math.min(1, (source.width ?? size.width) / size.width, (source.height ?? size.height) / size.height);
  const width = Math.max(1, Math.floor(size.width * scale));
  const height = Math.max(1, Math.round((width * size.height) / size.width));
  const [path, query = ''] = source.src.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  params.set('h', String(height));
  params.set('fit', 'crop');
  params.set('format', 'jpeg');
  return { url: `${origin}${path}?${params.toString()}`, width, height, alt: source.alt || null };
}
