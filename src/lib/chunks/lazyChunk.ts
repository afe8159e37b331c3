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
}

export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
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
  };
}
