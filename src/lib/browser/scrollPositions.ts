import { ANCHOR_MAX_DEPTH, type ScrollAnchor } from './scrollAnchor';

/** Where a history entry was scrolled to: the offset, and the content at the top of the screen when it was left. */
export interface ScrollPosition {
  y: number;
  anchor?: ScrollAnchor;
}

/** Where each history entry was scrolled to, kept for the tab's session (survives reloads, not new tabs). */
export interface ScrollPositions {
  get(key: string): ScrollPosition | undefined;
  /** The entry's scroll offset (scrolling records it); an anchor measured at another offset no longer applies. */
  set(key: string, y: number): void;
  /** What was at the top of the screen when the entry was left (measured then: it costs a layout read). */
  setAnchor(key: string, anchor: ScrollAnchor): void;
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
  const positions = new Map<string, ScrollPosition>(read(storage));
  const put = (key: string, position: ScrollPosition) => {
    positions.delete(key); // re-inserted last: the map's order is recency
    positions.set(key, position);
    for (const oldest of positions.keys()) {
      if (positions.size <= SCROLL_POSITION_LIMIT) break;
      positions.delete(oldest);
    }
  };
  return {
    get(key) {
      const position = positions.get(key);
      if (!position) return undefined;
      return position.anchor && position.anchor.y !== position.y ? { y: position.y } : position;
    },
    set(key, y) {
      const anchor = positions.get(key)?.anchor;
      put(key, anchor ? { y: Math.max(0, Math.round(y)), anchor } : { y: Math.max(0, Math.round(y)) });
    },
    setAnchor(key, anchor) {
      put(key, { y: anchor.y, anchor });
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

function read(storage: KeyValueStorage | null): Array<[string, ScrollPosition]> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item): Array<[string, ScrollPosition]> => {
      if (!Array.isArray(item) || typeof item[0] !== 'string') return [];
      const position = asPosition(item[1]);
      return position ? [[item[0], position]] : [];
    });
  } catch {
    return [];
  }
}

/** A stored position, or undefined when it is not one (another version's data, a hand edit). */
function asPosition(value: unknown): ScrollPosition | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { y, anchor } = value as { y?: unknown; anchor?: unknown };
  if (typeof y !== 'number' || !Number.isFinite(y)) return undefined;
  return isAnchor(anchor) ? { y, anchor } : { y };
}

function isAnchor(value: unknown): value is ScrollAnchor {
  if (typeof value !== 'object' || value === null) return false;
  const { path, tag, top, y } = value as Partial<Record<keyof ScrollAnchor, unknown>>;
  return (
    Array.isArray(path) &&
    path.length <= ANCHOR_MAX_DEPTH &&
    path.every((index) => Number.isInteger(index) && (index as number) >= 0) &&
    typeof tag === 'string' &&
    Number.isFinite(top) &&
    Number.isFinite(y)
  );
}

/** The tab's sessionStorage, or null where the browser refuses it (privacy settings). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
