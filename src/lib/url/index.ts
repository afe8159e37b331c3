export { cleanPath, needsCleaning } from './cleanPath';
export { parseLocation, safeLocalPath, withQuery } from './location';
export type { AppLocation } from './location';
export { isLocalHostname } from './hosts';
