/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`); where there is no idle callback (Safari),
 * after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}
