export { lazyChunk } from './lazyChunk';
export type { LazyChunk } from './lazyChunk';
