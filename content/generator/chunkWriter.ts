// Writes entries in numbered files of at most `perFile` entries, so a 100k-entry pack never
// holds more than one file's worth of entries in memory.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackEntry } from '../../contract';

const ENTRIES_PER_FILE = 500;

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export class EntryChunkWriter {
  private buffer: PackEntry[] = [];
  private groups = 0;
  private fileCount = 0;
  /** Distinct entries written (a published entry plus its draft and variations count once). */
  written = 0;

  constructor(
    private readonly dir: string,
    private readonly prefix: string,
    private readonly perFile = ENTRIES_PER_FILE,
  ) {}

  /** Adds one entry together with its other versions/variations (kept in the same file). */
  async add(group: PackEntry[]): Promise<void> {
    this.buffer.push(...group);
    this.groups++;
    this.written++;
    if (this.groups >= this.perFile) await this.flush();
  }

  async close(): Promise<void> {
    if (this.groups > 0) await this.flush();
  }

  private async flush(): Promise<void> {
    this.fileCount++;
    const name = `${this.prefix}-${String(this.fileCount).padStart(4, '0')}.json`;
    await writeFile(join(this.dir, name), toJson(this.buffer));
    this.buffer = [];
    this.groups = 0;
  }
}
