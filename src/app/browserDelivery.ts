import type { DeliveryClientConfig } from '../lib/delivery';
import { lazyChunk } from '../lib/chunks';

/**
 * The browser's delivery client, made when a saga first asks for it: its code (the client, the transport, the
 * request cache) comes with the route loader in the `routeLoader` chunk, which the document prefetches and the
 * first navigation or search runs. Starting a page fetches nothing from the Delivery API, so the entry bundle
 * does not carry it.
 */
export function browserDelivery(config: Omit<DeliveryClientConfig, 'cache'>) {
  const chunk = lazyChunk(() =>
    import(/* webpackChunkName: "routeLoader" */ '../lib/delivery').then(({ createDeliveryClient, createRequestCache }) => {
      const cache = createRequestCache({});
      return { cache, client: createDeliveryClient({ ...config, cache }) };
    }),
  );
  return {
    /** The saga context's `delivery` (a DeliveryService): the client itself once its chunk has run. */
    load: () => chunk.get()?.client ?? chunk.load().then(({ client }) => client),
    /** Answers depend on who is signed in: a sign-in or sign-out empties the cache. */
    clearCache: () => chunk.get()?.cache.clear(),
  };
}
