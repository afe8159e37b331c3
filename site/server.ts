// The site's server entry (dist/server/main.js): `npm start` runs its `main()`; tests and benchmarks its `startSite()`.
import { serveSite } from '../server';
import { site } from '.';

export const { main, startSite, loadConfig } = serveSite(site);
