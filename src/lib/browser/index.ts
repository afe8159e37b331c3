export { focusElement, hashTarget, isTopHash } from './hashTarget';
export { createScrollPositions, sessionStorageOrNull, SCROLL_STORAGE_KEY } from './scrollPositions';
export type { ScrollPositions } from './scrollPositions';
