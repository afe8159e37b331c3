import { whenIdle } from './whenIdle';

/** Longest wait for a frame: a hidden tab draws none, and the work must still run. */
const NO_FRAME_MS = 100;

/**
 * Runs `work` in a task of its own once the browser has painted the next frame (or after a short wait where no frame
 * comes). A click's handler that changed only something cheap to draw (a loading bar) lets the visitor see that
 * answer first; the expensive rendering it starts comes after. Returns a function that cancels `work` if it has not
 * run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let settled = false;
  const run = () => {
    if (settled) return;
    settled = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  // A task queued from the frame's callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    settled = true;
    clearTimeout(fallback);
  };
}

/**
 * Runs `work` at an idle moment after the browser's next frame (what was rendered by then is on screen, and what
 * the page queued for just after it has run), at the latest `timeoutMs` after that frame. Returns what cancels it.
 */
export function afterPaintWhenIdle(work: () => void, { timeoutMs }: { timeoutMs: number }): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(work, { timeoutMs, fallbackMs: 0 });
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
