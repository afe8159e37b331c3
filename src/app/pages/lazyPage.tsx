import { createElement, type ComponentType } from 'react';
import { lazyChunk, type LazyChunk } from '../../lib/chunks';
import type { NamedChunk } from './types';

/** A page component in a chunk of its own: only the pages of its kind load its code (see definePage). */
export interface LazyPage<P> {
  lazyChunk: NamedChunk & { chunk: LazyChunk<ComponentType<P>> };
}

/**
 * A page module's component, code-split: `load` imports it with `webpackChunkName` equal to `chunkName` (the name
 * the server preloads it by). The server loads it before it renders such a page, the browser before it hydrates one
 * and before it shows one it navigates to, so the page never waits on its code. Its props are the component's
 * (a typed content page's entry type), never guessed from where it is used (definePage's first signature).
 */
export function lazyPage<P>(chunkName: string, load: () => Promise<ComponentType<P>>): LazyPage<NoInfer<P>> {
  return { lazyChunk: { name: chunkName, chunk: lazyChunk(load) } };
}

export const isLazyPage = <P,>(component: ComponentType<P> | LazyPage<P>): component is LazyPage<P> =>
  typeof component === 'object' && component !== null && 'lazyChunk' in component;

/** The component that draws a lazy page from its chunk (suspending, should it not be there yet). */
export function fromChunk<P extends object>({ lazyChunk: { chunk } }: LazyPage<P>): ComponentType<P> {
  function ChunkPage(props: P) {
    const Page: ComponentType<object> = chunk.read() as ComponentType<object>;
    return createElement(Page, props);
  }
  return ChunkPage;
}
