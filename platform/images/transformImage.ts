import type { Metadata, ResizeOptions, Sharp } from 'sharp';
import type { FitMode, ImageTransform, OutputFormat } from './transformParams';

// One transformation with sharp. Fixed order: turned the right way up (EXIF), resized, rotated, flipped,
// blurred, made grey, flattened onto the background when the output has no alpha channel, then encoded.

export type VariantFormat = OutputFormat | 'gif';

export interface TransformedImage {
  data: Buffer;
  format: VariantFormat;
}

export interface TransformLimits {
  /** Decoded pixels (width x height) above which an image is refused before it is decoded. */
  maxInputPixels: number;
  /** A transformation taking longer is abandoned (sharp's own timeout). */
  timeoutSeconds: number;
}

export type ImageTransformer = (input: Buffer, transform: ImageTransform, limits: TransformLimits) => Promise<TransformedImage>;

/** The source cannot be transformed: not an image sharp may read here, or over the pixel limit. */
export class ImageInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageInputError';
  }
}

// Formats read from the file's bytes (never its name): SVG, PDF and the like are not rendered.
const READABLE: Record<string, VariantFormat | undefined> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  tiff: 'png',
  heif: 'avif',
};

/**
 * sharp, loaded on the first transformation: libvips is the largest library the platform uses, and a platform that
 * is never asked for a variant never holds it. Its own cache of decoded images and operations is off: every variant
 * is kept on disk (variantCache.ts), so the platform's memory does not grow with the images it has transformed.
 */
let loaded: Promise<typeof import('sharp')> | null = null;
function loadSharp(): Promise<typeof import('sharp')> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

const CROP_POSITIONS: Partial<Record<FitMode, string>> = {
  crop: 'centre',
  'crop-top': 'top',
  'crop-bottom': 'bottom',
  'crop-left': 'left',
  'crop-right': 'right',
};

/**
 * sharp's resize for a transformation, or null when it asks for none. Nothing is ever enlarged: a box larger
 * than the source is first scaled down, keeping its shape, until it fits inside the source.
 */
export function resizeFor(transform: ImageTransform, sourceWidth: number, sourceHeight: number): ResizeOptions | null {
  const { width, height, fit = 'max' } = transform;
  if (width === undefined && height === undefined) return null;
  if (width === undefined || height === undefined || fit === 'max' || fit === 'contain') {
    return { width, height, fit: 'inside', withoutEnlargement: true };
  }
  const scale = Math.min(1, sourceWidth / width, sourceHeight / height);
  const box = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  if (fit === 'stretch') return { ...box, fit: 'fill' };
  if (fit === 'fill') return { ...box, fit: 'contain', background: transform.background ?? '#ffffff00' };
  return { ...box, fit: 'cover', position: CROP_POSITIONS[fit] ?? 'centre' };
}

function encode(image: Sharp, format: VariantFormat, quality: number | undefined): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: quality ?? 80, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: quality ?? 80 });
    // effort 2 of 9: AVIF at sharp's default effort takes several times longer for a few per cent less.
    case 'avif':
      return image.avif({ quality: quality ?? 50, effort: 2 });
    case 'gif':
      return image.gif();
    case 'png':
      return image.png();
  }
}

function checkReadable(format: string, width: number | undefined, height: number | undefined, limits: TransformLimits): VariantFormat {
  const output = READABLE[format];
  if (!output || !width || !height) throw new ImageInputError('The file is not an image the platform can transform');
  if (width * height > limits.maxInputPixels) {
    throw new ImageInputError(
      `The image is ${width}x${height} pixels, over the platform's limit of ${limits.maxInputPixels} pixels for transformations`,
    );
  }
  return output;
}

async function readSource(input: Buffer, limits: TransformLimits): Promise<{ format: VariantFormat; width: number; height: number }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false, autoOrient: true }).metadata();
  } catch {
    throw new ImageInputError('The file is not an image the platform can transform');
  }
  return { format: checkReadable(metadata.format, metadata.width, metadata.height, limits), ...metadata.autoOrient };
}

async function applyTransform(input: Buffer, transform: ImageTransform, limits: TransformLimits): Promise<TransformedImage> {
  const source = await readSource(input, limits);
  const format = transform.format ?? source.format;
  const timeout = { seconds: limits.timeoutSeconds };
  const sharp = await loadSharp();
  let image = sharp(input, { limitInputPixels: limits.maxInputPixels, autoOrient: true, failOn: 'error' }).timeout(timeout);
  const resize = resizeFor(transform, source.width, source.height);
  if (resize) image = image.resize(resize);
  if (transform.rotate !== undefined) {
    // sharp turns an image before resizing it; going through raw pixels keeps the documented order.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .timeout(timeout)
      .rotate(transform.rotate, { background: transform.background ?? '#ffffff00' });
  }
  if (transform.flip === 'horizontal' || transform.flip === 'both') image = image.flop();
  if (transform.flip === 'vertical' || transform.flip === 'both') image = image.flip();
  if (transform.blur !== undefined) image = image.blur(transform.blur);
  if (transform.grayscale) image = image.grayscale();
  if (format === 'jpeg') image = image.flatten({ background: (transform.background ?? '#ffffff').slice(0, 7) });
  return { data: await encode(image, format, transform.quality).toBuffer(), format };
}

/** Resized first, then the rest: a rotation given with a width turns the resized image (as Contensis does). */
export const transformWithSharp: ImageTransformer = async (input, transform, limits) => {
  try {
    return await applyTransform(input, transform, limits);
  } catch (error) {
    if (error instanceof Error && /^timeout/i.test(error.message)) {
      throw new ImageInputError(`The transformation took longer than ${limits.timeoutSeconds} seconds and was abandoned`);
    }
    throw error;
  }
};
