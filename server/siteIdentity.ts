// The site's icon and web app manifest: one SVG from the site (site/identity.ts), served as itself and as the PNGs
// browsers, phones' home screens and the manifest ask for (made once, on first request, with sharp), and linked
// from every page. Addresses carry the icon's hash, so a new icon reaches visitors whose browsers kept the old.
import crypto from 'node:crypto';
import express, { type RequestHandler } from 'express';
import type { DocumentIcons } from './render/document';
import { requestHost } from './hosts';
import { chooseProject, projectLanguages, type ProjectConfig } from '../src/features/routing';
import { pathInLanguage, resolveLanguage } from '../src/lib/url/languages';

/** What a site says of how it looks outside its pages (serveSite's `identity`). */
export interface SiteIdentity {
  /** The site's icon: an SVG document (square), whose text the site's server entry imports. */
  icon: string;
  /** The colour of the browser's interface around the site (`theme-color`, the manifest's `theme_color`). */
  themeColor: string;
  /** Behind the icon where a platform needs it opaque (a phone's home screen), and the manifest's `background_color`. */
  backgroundColor: string;
  /** The name under the icon on a home screen (default: the project's name). */
  shortName?: string;
}

/** The largest icon the server makes: the organisation's logo in structured data. */
const LARGEST = 512;
const PNG_SIZES = [32, 192, LARGEST] as const;
const APPLE_TOUCH_SIZE = 180;
const MAX_ICON_BYTES = 256 * 1024;
const COLOUR = /^#[0-9a-f]{3,8}$/i;

export interface IdentityRoutes {
  routes: RequestHandler;
  icons: DocumentIcons;
  /** The largest PNG's path: the organisation's logo. */
  logoPath: string;
}

/** Checks the site's identity; a broken one stops the server at its start with a message naming what is wrong. */
export function checkIdentity(identity: SiteIdentity): void {
  const icon = identity.icon?.trim() ?? '';
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(icon) || !icon.endsWith('</svg>')) {
    throw new Error("The site's identity.icon must be the text of an SVG document (<svg ...>...</svg>)");
  }
  if (Buffer.byteLength(icon) > MAX_ICON_BYTES) throw new Error(`The site's identity.icon is larger than ${MAX_ICON_BYTES / 1024} kB`);
  for (const key of ['themeColor', 'backgroundColor'] as const) {
    if (!COLOUR.test(identity[key] ?? '')) throw new Error(`The site's identity.${key} must be a hex colour, like #1d4d2b`);
  }
}

/**
 * The icon as a PNG of `size` pixels, on `background` when given. The image library (sharp, libvips) is loaded on
 * the first PNG asked for: a worker that is never asked for one never holds it.
 */
async function drawPng(svg: Buffer, size: number, background: string | null): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // Drawn at the size asked (density scales the SVG's own size), never scaled up from a small raster.
  const image = sharp(svg, { density: 72 * 8 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return (background ? image.flatten({ background }) : image).png().toBuffer();
}

/** The routes that serve the icons and the manifest, and what every page's head links. */
export function identityRoutes(identity: SiteIdentity, projects: () => readonly ProjectConfig[], fallbackLanguage: string): IdentityRoutes {
  checkIdentity(identity);
  const svg = Buffer.from(identity.icon.trim());
  const version = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const at = (file: string) => `/${file}?v=${version}`;
  const rendered = new Map<string, Promise<Buffer>>();
  const png = (size: number, opaque: boolean): Promise<Buffer> => {
    const key = `${size}${opaque ? 'o' : ''}`;
    let made = rendered.get(key);
    if (!made) {
      made = drawPng(svg, size, opaque ? identity.backgroundColor : null);
      made.catch(() => rendered.delete(key));
      rendered.set(key, made);
    }
    return made;
  };

  const router = express.Router();
  const cached = (res: express.Response) => res.set('cache-control', 'public, max-age=86400');
  router.get('/favicon.svg', (_req, res) => {
    cached(res).type('image/svg+xml').set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
  });
  const servePng =
    (size: number, opaque: boolean): RequestHandler =>
    (_req, res, next) => {
      png(size, opaque).then((body) => cached(res).type('image/png').send(body), next);
    };
  for (const size of PNG_SIZES) router.get(`/icon-${size}.png`, servePng(size, false));
  router.get('/apple-touch-icon.png', servePng(APPLE_TOUCH_SIZE, true));
  router.get('/manifest.webmanifest', (req, res) => {
    const host = requestHost(req);
    const project = chooseProject(projects(), host, typeof req.query.p === 'string' ? req.query.p : null);
    const languages = projectLanguages(project, fallbackLanguage);
    const { language } = resolveLanguage(languages, host, '/');
    const name = project.name ?? project.id;
    cached(res)
      .type('application/manifest+json')
      .send(
        JSON.stringify({
          name,
          short_name: identity.shortName ?? name,
          lang: language,
          start_url: pathInLanguage(languages, language, '/'),
          scope: '/',
          display: 'minimal-ui',
          theme_color: identity.themeColor,
          background_color: identity.backgroundColor,
          icons: [
            { src: at('favicon.svg'), type: 'image/svg+xml', sizes: 'any' },
            ...PNG_SIZES.filter((size) => size >= 192).map((size) => ({
              src: at(`icon-${size}.png`),
              type: 'image/png',
              sizes: `${size}x${size}`,
            })),
          ],
        }),
      );
  });
  return {
    routes: router,
    icons: {
      // Rasters only: Chromium fetches the page's icon again at every same-document navigation and draws an SVG one
      // as a document of its own, on the page's main thread, while the new page or results wait for it.
      icons: [
        { href: at('icon-32.png'), type: 'image/png', sizes: '32x32' },
        { href: at('icon-192.png'), type: 'image/png', sizes: '192x192' },
      ],
      appleTouchIcon: at('apple-touch-icon.png'),
      manifest: at('manifest.webmanifest'),
      themeColor: identity.themeColor,
    },
    logoPath: at(`icon-${LARGEST}.png`),
  };
}
