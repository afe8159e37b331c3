export { focusElement, hashTarget, isTopHash } from './hashTarget';
export { createScrollPositions, sessionStorageOrNull } from './scrollPositions';
export type { ScrollPositions } from './scrollPositions';
