import { createHash } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import { ImageInputError, transformWithSharp, type ImageTransformer, type TransformLimits, type VariantFormat } from './transformImage';
import { canonicalTransform, type ImageTransform } from './transformParams';
import { TransformQueue } from './transformQueue';
import { VariantCache } from './variantCache';

export interface ImageVariantsOptions {
  /** Where variants are kept (startPlatform: `DATA_DIR/image-cache`). */
  cacheDir: string;
  /** Bytes of variants kept on disk; the least recently served are removed beyond it. Default 256 MB. */
  maxCacheBytes?: number;
  /** Transformations running at once. Default 2. */
  concurrency?: number;
  /** Transformations waiting for a slot before further ones are refused (503). Default 32. */
  maxWaiting?: number;
  /** Decoded pixels above which a source is refused (decompression bombs). Default 40 megapixels. */
  maxInputPixels?: number;
  /** Source files above this size are refused, as the Contensis Image API does. Default 25 MB. */
  maxSourceBytes?: number;
  timeoutSeconds?: number;
  /** Replaces sharp (tests count the calls). */
  transformer?: ImageTransformer;
}

export interface ImageVariant {
  /** The cached file, or null when the variant was too large to keep: then `data` holds it. */
  file: string | null;
  data: Buffer | null;
  size: number;
  contentType: string;
  etag: string;
}

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

const MB = 1024 * 1024;

/** Transformed images: made once per source version and transformation, kept on disk, CPU bounded. */
export class ImageVariants {
  private readonly cache: VariantCache;
  private readonly queue: TransformQueue;
  private readonly transformer: ImageTransformer;
  private readonly limits: TransformLimits;
  private readonly maxSourceBytes: number;
  private readonly inFlight = new Map<string, Promise<ImageVariant>>();

  constructor(options: ImageVariantsOptions) {
    this.cache = new VariantCache(options.cacheDir, options.maxCacheBytes ?? 256 * MB);
    this.queue = new TransformQueue(options.concurrency ?? 2, options.maxWaiting ?? 32);
    this.transformer = options.transformer ?? transformWithSharp;
    this.limits = { maxInputPixels: options.maxInputPixels ?? 40_000_000, timeoutSeconds: options.timeoutSeconds ?? 20 };
    this.maxSourceBytes = options.maxSourceBytes ?? 25 * MB;
  }

  /**
   * The variant of a source file. Keyed by the file, its size and modification time and the normalised
   * transformation, so a replaced source makes new variants; requests for a variant being made wait for it.
   */
  async variant(source: { path: string; stats: Stats }, transform: ImageTransform): Promise<ImageVariant> {
    const key = createHash('sha1')
      .update(`${source.path}\n${source.stats.size}\n${source.stats.mtimeMs}\n${canonicalTransform(transform)}`)
      .digest('hex');
    const cached = await this.cache.get(key);
    if (cached)
      return { file: cached.file, data: null, size: cached.size, contentType: VARIANT_CONTENT_TYPES[cached.format], etag: etagOf(key) };
    let making = this.inFlight.get(key);
    if (!making) {
      making = this.make(key, source, transform).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, making);
    }
    return making;
  }

  /** The cached file of a variant has gone missing: forget it, so the next request makes it again. */
  lost(etag: string): void {
    this.cache.forget(etag.slice(1, -1));
  }

  get cachedBytes(): number {
    return this.cache.totalBytes;
  }

  private async make(key: string, source: { path: string; stats: Stats }, transform: ImageTransform): Promise<ImageVariant> {
    if (source.stats.size > this.maxSourceBytes) {
      throw new ImageInputError(`The image is over ${Math.floor(this.maxSourceBytes / MB)} MB, the largest the platform transforms`);
    }
    const { data, format } = await this.queue.run(async () => this.transformer(await fs.readFile(source.path), transform, this.limits));
    const stored = await this.cache.put(key, data, format);
    return {
      file: stored?.file ?? null,
      data: stored ? null : data,
      size: data.length,
      contentType: VARIANT_CONTENT_TYPES[format],
      etag: etagOf(key),
    };
  }
}

const etagOf = (key: string): string => `"${key}"`;
