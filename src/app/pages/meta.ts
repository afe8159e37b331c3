// What a page says of itself to search engines and to sites it is shared on: its kind and image (Open Graph and
// Twitter card tags) and the schema.org things it is about (JSON-LD). Types only: a page module's `meta` returns
// plain data, and the server writes the tags (server/render/pageMetadata.ts).
import type { Thing } from 'schema-dts';
import type { Entry } from '../../lib/delivery/types';

/** A schema.org thing (typed by schema-dts, generated from schema.org's vocabulary): never a bare string. */
export type StructuredData = Exclude<Thing, string>;

/** What a page module says of its page (every field may be left out). */
export interface PageMeta {
  /** Open Graph type: `article` for a news story, `profile` for a person; default `website`. */
  type?: 'website' | 'article' | 'profile';
  /** The image shared with the page: an image field's value. Shown at 1200×630 (og:image, twitter:image). */
  image?: unknown;
  /** When an article was first published and last changed (ISO 8601): article:published_time, article:modified_time. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
  /** The schema.org things the page is about, besides the breadcrumb and the home page's organisation and site. */
  structuredData?: readonly StructuredData[];
}

/** What a page module's `meta` may use to make addresses the way the page's own links are made. */
export interface MetaContext {
  /** The page's public address (its canonical URL). */
  url: string;
  /** The public address of a path of the site, in the page's language (`/news` → `https://www.example.org/cy/news`). */
  address(path: string): string;
  /** The public address of an image field's image at a size (through the site's image path), or null without one. */
  image(value: unknown, size?: { width: number; height: number }): string | null;
  /** The page's language (`en-GB`, `cy`). */
  language: string;
  /** The site's name (the project's). */
  siteName: string;
}

/** A page module's `meta`: what it says of the page of this entry (null for a page without an entry). */
export type PageMetaFunction<E extends Entry | null = Entry | null> = (entry: E, context: MetaContext) => PageMeta | null;
