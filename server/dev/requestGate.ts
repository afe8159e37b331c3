// Holds the dev server's page requests while the server bundle is behind the sources: from the moment a watcher sees
// a change the server bundle depends on, until a site process runs a build that started after that change. So a
// request made after an edit is rendered by the edited code, never by a build that was already under way.
export interface RequestGate {
  /** A file the server bundle depends on changed at `time` (ms since the epoch; its mtime). */
  changed(time: number): void;
  /** A server build that began at `startedAt` now serves (or failed: the running site goes on serving). */
  served(startedAt: number): void;
  /** Settles once no change is waiting for a build. */
  passed(): Promise<void>;
  /** Lets every held request through (the dev server stops). */
  release(): void;
}

export function createRequestGate(): RequestGate {
  let changedAt = 0;
  let open: (() => void) | null = null;
  let waiting: Promise<void> = Promise.resolve();

  const release = () => {
    open?.();
    open = null;
  };
  return {
    changed(time) {
      changedAt = Math.max(changedAt, time);
      if (open) return;
      waiting = new Promise((resolve) => {
        open = resolve;
      });
    },
    served(startedAt) {
      if (startedAt >= changedAt) release();
    },
    passed: () => waiting,
    release,
  };
}
