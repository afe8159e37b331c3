// site/server.ts: the site's server entry, given the site's own routes (here the plant finder's endpoint).
// In the site it reads: export const { main, startSite, loadConfig } = serveSite(site, { routes });
import { Router } from 'express';
import { serveSite } from '../../server';
import type { Site } from '../../src/app';
import { plantFinder } from './plantFinderApi';

/** Served after the core's security headers, host checks and account routes, before the pages. */
export const routes = Router().get('/api/plant-finder', plantFinder);

export const serverEntry = (site: Site) => serveSite(site, { routes });
