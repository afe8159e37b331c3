/** Where the server answers the style cache worker's script (server/styleCacheWorker.ts). */
export const STYLE_CACHE_WORKER_PATH = '/sw.js';

/**
 * Registers the style cache worker (styleCacheWorker.ts) once the page has loaded, so that the visitor's later page
 * loads link the style sheet it keeps instead of carrying it in their HTML. Production builds only: in development
 * the style sheet is linked anyway, and the server's script there retires a worker left from a production run.
 */
export function registerStyleCache(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(STYLE_CACHE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  };
  // After the load event: the worker's install downloads the style sheet, which must not compete with the page's own.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
