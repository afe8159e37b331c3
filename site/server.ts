// The site's server entry (dist/server/main.js): `npm start` runs its `main()`; tests and benchmarks its `startSite()`.
import { serveSite } from '../server';
import { site } from '.';
import { identity } from './identity';

// The demo's defaults for the server's settings (README's table; the environment wins): its project and language.
export const { main, startSite, loadConfig } = serveSite(site, {
  config: { DEFAULT_PROJECT: 'website', DEFAULT_LANGUAGE: 'en-GB' },
  identity,
});
