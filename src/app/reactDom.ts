// The `react` entry's own module (webpack.config.ts). Webpack runs a CommonJS module's body at its first use, so
// without a use here React DOM's module (its largest) would run inside `main`'s script task; this use runs it in
// this script's task, and `main`'s is that much shorter.
import { hydrateRoot } from 'react-dom/client';

if (typeof hydrateRoot !== 'function') throw new Error('React DOM did not load');
