export { cleanPath, needsCleaning } from './cleanPath';
export { formatLocation, parseLocation, queryParam, safeLocalPath, withQuery } from './location';
export type { AppLocation } from './location';
export { isLocalHostname } from './hosts';
