export { focusElement, hashTarget, isTopHash } from './hashTarget';
export { createScrollPositions, SCROLL_POSITION_LIMIT, SCROLL_STORAGE_KEY, sessionStorageOrNull } from './scrollPositions';
export type { ScrollPositions } from './scrollPositions';
