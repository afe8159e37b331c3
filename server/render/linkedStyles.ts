import type { RequestHandler, Response } from 'express';
import { readLinkedStylesMarker } from '../../src/app/styles/linkedStylesMarker';
import type { PageAssets } from './assets';

const LINKED = Symbol('linkedStyles');

/**
 * Takes the linked-styles marker (src/app/styles/linkedStylesMarker.ts) off every request's address before anything
 * routes or reads it, so that the page, its links, canonical address and state are those of the address without it;
 * remembers whether it named this build's style version (the page then links the style sheet: renderPage.tsx). Any
 * other value is dropped unread beyond the version's length, and the ordinary page answers. The marked address is
 * a cache key of its own for a CDN and the browser, so no answer depends on anything but its address.
 */
export function linkedStylesMarker(assets: PageAssets): RequestHandler {
  const version = assets.styleCache?.version ?? null;
  return (req, res, next) => {
    const queryAt = req.originalUrl.indexOf('?');
    if (queryAt === -1) return next();
    const marker = readLinkedStylesMarker(req.originalUrl.slice(queryAt), version);
    if (!marker.marked) return next();
    // At the application's top level `url` and `originalUrl` are the same address.
    req.originalUrl = req.originalUrl.slice(0, queryAt) + marker.search;
    req.url = req.originalUrl;
    if (marker.linked) (res.locals as Record<symbol, boolean>)[LINKED] = true;
    next();
  };
}

/** The request named this build's style version: its page links the style sheet. */
export function asksLinkedStyles(res: Response): boolean {
  return (res.locals as Record<symbol, boolean | undefined>)[LINKED] === true;
}
