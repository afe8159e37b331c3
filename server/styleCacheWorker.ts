import type { RequestHandler } from 'express';
import { STYLE_CACHE_WORKER_PATH } from '../src/app/styles/registerStyleCache';
import { serializeForScript } from '../src/lib/html';
import type { PageAssets } from './render/assets';

/**
 * Without a built worker (development, or pages that never inline their styles) the script retires any worker a
 * production build left on this origin: it unregisters itself and deletes its caches.
 */
const RETIRING_WORKER =
  "self.addEventListener('install',function(e){e.waitUntil(self.skipWaiting())});" +
  "self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(k){return Promise.all(k.filter(function(n){return n.indexOf('trellis-styles-')===0}).map(function(n){return caches.delete(n)}))}).then(function(){return self.registration.unregister()}))});";

/**
 * The style cache worker's script at /sw.js (src/app/styles/styleCacheWorker.ts): the build's worker after a line
 * with this build's style version and style sheet addresses, so that a new build's script differs and browsers
 * install it on their next page load. `no-cache`: the browser and a CDN ask again each time, never keeping an old
 * build's script.
 */
export function styleCacheWorker(assets: PageAssets): RequestHandler {
  const { styleCache } = assets;
  const styles = (assets.inlineStyles ?? []).flatMap(({ href }) => (href ? [href] : []));
  const script = styleCache
    ? `self.TRELLIS_STYLE_CACHE=${serializeForScript({ version: styleCache.version, styles })};\n${styleCache.workerScript}`
    : RETIRING_WORKER;
  const body = Buffer.from(script);
  return (req, res, next) => {
    if (req.path !== STYLE_CACHE_WORKER_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.set('cache-control', 'no-cache').type('text/javascript').send(body);
  };
}
