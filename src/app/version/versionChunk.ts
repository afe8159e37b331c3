// The version chunk's module: the developers' version page, its slice and the saga that fetches its details. Only
// `/__version` shows them, so they are not in the bundle every page loads.
export { versionSaga, versionSlice } from '../../features/version';
export { VersionPage } from './VersionPage';
