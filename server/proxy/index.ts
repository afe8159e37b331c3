export { deliveryApiProxy, MAX_SEARCH_BODY_BYTES } from './delivery';
export { libraryProxy } from './library';
