export { cleanPath, needsCleaning } from './cleanPath';
export { formatLocation, parseLocation, safeLocalPath, withQuery } from './location';
export type { AppLocation } from './location';
export { resolveLink } from './resolveLink';
export type { ResolvedLink } from './resolveLink';
export { isLocalHostname } from './hosts';
