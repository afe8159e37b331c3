/** Where each history entry was scrolled to, kept for the tab's session (survives reloads, not new tabs). */
export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, y: number): void;
  /** Forgets an entry's position (a fresh load of its URL: an earlier visit's is stale). */
  forget(key: string): void;
  /** Writes the positions to storage (on leaving an entry and when the page is hidden). */
  save(): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const SCROLL_STORAGE_KEY = 'trellis.scroll-positions';
/** The most recent entries kept: enough for any real back-button trail, small enough for storage. */
export const SCROLL_POSITION_LIMIT = 50;

export function createScrollPositions(storage: KeyValueStorage | null): ScrollPositions {
  const positions = new Map<string, number>(read(storage));
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key); // re-inserted last: the map's order is recency
      positions.set(key, Math.max(0, Math.round(y)));
      for (const oldest of positions.keys()) {
        if (positions.size <= SCROLL_POSITION_LIMIT) break;
        positions.delete(oldest);
      }
    },
    forget(key) {
      positions.delete(key);
    },
    save() {
      try {
        storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or switched off: positions still work within this document.
      }
    },
  };
}

function read(storage: KeyValueStorage | null): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is [string, number] => Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1]),
    );
  } catch {
    return [];
  }
}

/** The tab's sessionStorage, or null where the browser refuses it (privacy settings). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
