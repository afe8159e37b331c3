import { whenIdle } from '../../lib/browser';

/** Where the server answers the style cache worker's script (server/styleCacheWorker.ts). */
export const STYLE_CACHE_WORKER_PATH = '/sw.js';

/**
 * Registers the style cache worker (styleCacheWorker.ts) once the page has loaded, so that the visitor's later page
 * loads link the style sheet it keeps instead of carrying it in their HTML. Production builds only: in development
 * the style sheet is linked anyway, and the server's script there retires a worker left from a production run.
 */
export function registerStyleCache(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // A failed registration (storage off, private mode) leaves pages as they were: the style sheet inline.
  const register = () => {
    navigator.serviceWorker.register(STYLE_CACHE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  };
  // Once the page has loaded and the browser is idle: starting the worker and its download of the style sheet must
  // not compete with the first view's own work.
  const registerWhenIdle = () => void whenIdle(register, { timeoutMs: 5000, fallbackMs: 1000 });
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
