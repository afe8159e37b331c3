export * from './slice';
export type * from './types';
export { versionSaga } from './sagas';
export { chooseVersionStatus, parseVersionStatus, showsDrafts } from './versionStatus';
