export * from './slice';
export { initialVersionState } from './initialState';
export type * from './types';
export { versionSaga } from './sagas';
export { chooseVersionStatus, parseVersionStatus, showsDrafts } from './versionStatus';
