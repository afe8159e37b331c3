import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { VariantFormat } from './transformImage';

// Transformed images on disk, one file per variant (`<key>.<format>`), at most `maxBytes` in all: the least
// recently served go first. The index lives in memory and is rebuilt from the folder on first use, oldest
// files first, so a restart keeps what was made before.

export interface CachedVariant {
  file: string;
  size: number;
  format: VariantFormat;
}

const STALE_TEMP_MS = 60_000;
const VARIANT_FILE = /^([0-9a-f]{40})\.(jpeg|png|webp|avif|gif)$/;

export class VariantCache {
  private readonly index: LRUCache<string, CachedVariant>;
  private loading: Promise<void> | null = null;
  private tempCounter = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.index = new LRUCache<string, CachedVariant>({
      maxSize: maxBytes,
      sizeCalculation: (variant) => Math.max(1, variant.size),
      dispose: (variant, _key, reason) => {
        if (reason === 'evict' || reason === 'delete') fs.rm(variant.file, { force: true }).catch(() => undefined);
      },
    });
  }

  async get(key: string): Promise<CachedVariant | undefined> {
    await this.load();
    return this.index.get(key);
  }

  /** Stores a variant (written aside, then renamed: a reader never sees half a file); null when it is too big to keep. */
  async put(key: string, data: Buffer, format: VariantFormat): Promise<CachedVariant | null> {
    await this.load();
    if (data.length > this.maxBytes) return null;
    const file = join(this.dir, `${key}.${format}`);
    const temp = `${file}.${process.pid}-${(this.tempCounter += 1)}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
    const variant = { file, size: data.length, format };
    this.index.set(key, variant);
    return variant;
  }

  /** Drops an entry whose file has gone (removed by hand): the next request makes it again. */
  forget(key: string): void {
    this.index.delete(key);
  }

  get totalBytes(): number {
    return this.index.calculatedSize;
  }

  private load(): Promise<void> {
    this.loading ??= this.scan();
    return this.loading;
  }

  private async scan(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const found: { key: string; variant: CachedVariant; mtimeMs: number }[] = [];
    for (const name of await fs.readdir(this.dir)) {
      const file = join(this.dir, name);
      const stats = await fs.stat(file).catch(() => null);
      // Half-written files left by a process that stopped; a live one renames its own within seconds.
      if (name.endsWith('.tmp') && stats && Date.now() - stats.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true });
      const match = VARIANT_FILE.exec(name);
      if (match && stats?.isFile())
        found.push({ key: match[1], variant: { file, size: stats.size, format: match[2] as VariantFormat }, mtimeMs: stats.mtimeMs });
    }
    // Oldest first, so that the newest are the most recently used; over the limit, the oldest are removed.
    for (const { key, variant } of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) this.index.set(key, variant);
  }
}
