import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import { PACK_FILES } from '../../contract';

// Watches the folders whose files make a content pack: the pack folder, each project folder and each project's
// entries folder, each watched on its own and not recursively. A folder's watch reports its files being written,
// added, renamed and removed; the `files/` folders (served straight from disk, often large) are not watched, so
// the number of watches stays at one or two a project however many files a pack holds.

export interface PackWatcherOptions {
  /** Quiet time after the last event before `onChange` runs: an editor's save is several events. Default 100 ms. */
  quietMs?: number;
  /** The longest a stream of events may put `onChange` off. Default 1000 ms. */
  maxDelayMs?: number;
  /** A folder could not be watched. */
  onError(error: Error): void;
}

export interface PackWatcher {
  close(): void;
}

/** Most changed names kept for one `onChange`: past that, the reload reads the whole pack anyway. */
const MAX_NAMES = 50;

/** The folders `loadPack` reads files from. */
export function packFolders(dir: string): string[] {
  const folders = [dir];
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    if (!item.isDirectory() || item.name.startsWith('.')) continue;
    const project = join(dir, item.name);
    folders.push(project);
    try {
      if (readdirSync(project, { withFileTypes: true }).some((child) => child.isDirectory() && child.name === PACK_FILES.entries)) {
        folders.push(join(project, PACK_FILES.entries));
      }
    } catch {
      // Gone meanwhile: the next scan leaves it out.
    }
  }
  return folders;
}

/**
 * Whether a changed name can matter to the pack: a JSON file, or a folder (a project or entries folder appearing or
 * going). Hidden files and editors' temporary and backup files (`.x.json.swp`, `x.json~`, `x.json.tmp`) do not.
 */
export function isPackName(name: string | null): boolean {
  if (name === null) return true;
  const base = name.split(/[\\/]/).pop() ?? name;
  if (base.startsWith('.')) return false;
  return base.toLowerCase().endsWith('.json') || !base.includes('.');
}

/**
 * Calls `onChange` with the changed names (relative to `dir`) once events settle, never more than one at a time,
 * and after each run waits at least as long as that run took: a folder that never stops changing costs at most
 * about half of one core, never a spin.
 */
export function watchPack(dir: string, onChange: (names: string[]) => Promise<void> | void, options: PackWatcherOptions): PackWatcher {
  const quietMs = options.quietMs ?? 100;
  const maxDelayMs = Math.max(quietMs, options.maxDelayMs ?? 1000);
  const watchers = new Map<string, FSWatcher>();
  const names = new Set<string>();
  let firstEventAt = 0;
  let notBefore = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let closed = false;

  const noted = (folder: string, name: string | null) => {
    if (closed || !isPackName(name)) return;
    if (names.size < MAX_NAMES) names.add(relative(dir, name === null ? folder : join(folder, name)) || '.');
    if (firstEventAt === 0) firstEventAt = Date.now();
    schedule();
  };

  const add = (folder: string) => {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => noted(folder, name));
      // A watched folder removed or renamed ends its watch; the next scan watches what is there then.
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(folder);
        noted(folder, null);
      });
      watchers.set(folder, watcher);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.onError(error as Error);
    }
  };

  /** Watches the pack's folders as they are now: new ones added, gone ones closed. */
  const rescan = () => {
    let wanted: Set<string>;
    try {
      wanted = new Set(packFolders(dir));
    } catch {
      wanted = new Set();
    }
    for (const [folder, watcher] of watchers) {
      if (!wanted.has(folder)) {
        watcher.close();
        watchers.delete(folder);
      }
    }
    for (const folder of wanted) if (!watchers.has(folder)) add(folder);
  };

  const schedule = () => {
    if (running || closed) return;
    if (timer) clearTimeout(timer);
    const now = Date.now();
    const at = Math.max(notBefore, Math.min(now + quietMs, firstEventAt + maxDelayMs));
    timer = setTimeout(() => void run(), Math.max(0, at - now));
    timer.unref();
  };

  const run = async () => {
    timer = null;
    const changed = [...names];
    names.clear();
    firstEventAt = 0;
    running = true;
    const started = Date.now();
    try {
      rescan();
      await onChange(changed);
    } catch (error) {
      options.onError(error as Error);
    } finally {
      running = false;
      notBefore = Date.now() + Math.max(quietMs, Date.now() - started);
      if (names.size > 0) {
        firstEventAt = Date.now();
        schedule();
      }
    }
  };

  rescan();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
