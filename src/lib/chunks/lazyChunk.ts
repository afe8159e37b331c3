/**
 * Code split into a chunk of its own, loaded where a page needs it. The server and the browser both load it
 * before the first render of such a page, so the one render (and hydration) has it at hand; a client-side
 * navigation onto such a page suspends until it arrives.
 */
export interface LazyChunk<T> {
  /** Starts loading (once) and resolves when loaded. */
  load(): Promise<T>;
  /** The module when loaded, else undefined. */
  get(): T | undefined;
  /** The module, suspending the render (React) until it is loaded. */
  read(): T;
  /** Calls `listener` with the module once loaded (at once when it already is), before anything renders with it. */
  whenLoaded(listener: (module: T) => void): void;
}

export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | null = null;
  const listeners: ((module: T) => void)[] = [];
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners.splice(0)) listener(module);
        return module;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again on the next navigation.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    get: () => loaded,
    read() {
      if (loaded !== undefined) return loaded;
      throw load();
    },
    whenLoaded(listener) {
      if (loaded !== undefined) listener(loaded);
      else listeners.push(listener);
    },
  };
}
