import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The build's scripts and styles (`/static`), content-hashed so cached for a year. Each is sent as the build
 * compressed it (`.br`, else `.gz`, beside the file: webpack.config.ts) to a browser that accepts that encoding,
 * with `Vary: Accept-Encoding`; as it is to one that accepts neither. Unknown files are a 404, never a page.
 */
export function staticFiles(staticDir: string): RequestHandler {
  return expressStaticGzip(path.resolve(staticDir), {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, immutable: true, maxAge: '365d', fallthrough: false },
  }) as RequestHandler;
}
