import type { ComponentType } from 'react';
import { fromChunk, isLazyPage } from './lazyPage';
import type { Entry } from '../../lib/delivery/types';
import type { PageMetaFunction } from './meta';
import type { ContentPageInput, ContentPageModule, NamedChunk, PageComponent, StaticPageInput, StaticPageModule } from './types';

/** A code-split component becomes one that reads its chunk, and the chunk one the page needs before it renders. */
function resolved<P extends object>(component: PageComponent<P>, chunks: readonly NamedChunk[] = []) {
  if (!isLazyPage(component)) return { component: component as ComponentType<P>, chunks };
  return { component: fromChunk(component), chunks: [...chunks, component.lazyChunk] };
}

// The content page's signature comes last: a call that matches neither is reported against the last one, and a
// content page's field ids and content type are what the type check most often has to say something about.

/** A page kind at a fixed path in one place: what it matches, loads and shows (docs/developer-guide.md). */
export function definePage(page: StaticPageInput): StaticPageModule;
/**
 * A page kind in one place: what it matches, loads and shows (docs/developer-guide.md). A content page's id is
 * its content type id unless given. A content page's entry type comes from its component (ContentPageInput); the
 * route loader only ever gives the component an entry of the content type the module matches.
 */
export function definePage<E extends Entry = Entry>(page: ContentPageInput<E>): ContentPageModule;
export function definePage(page: ContentPageInput | StaticPageInput): ContentPageModule | StaticPageModule {
  if ('contentTypeId' in page.match) {
    // The module keeps its entry type in the site's own code only: the core holds every module alike.
    const input = page as unknown as ContentPageInput;
    // Its meta, like its component, is only ever given an entry of its own content type.
    const meta = input.meta as PageMetaFunction | undefined;
    return { ...input, id: input.id ?? input.match.contentTypeId, meta, ...resolved(input.component, input.chunks) };
  }
  const input = page as StaticPageInput;
  return { ...input, ...resolved(input.component, input.chunks) };
}
