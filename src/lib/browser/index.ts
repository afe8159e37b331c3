export { afterNextPaint, afterPaintWhenIdle } from './afterPaint';
export { isPlainLeftClick } from './plainClick';
export type { ClickKeys } from './plainClick';
export { focusElement, hashTarget, isTopHash } from './hashTarget';
export { holdScrollAnchor, measureScrollAnchor } from './scrollAnchor';
export type { ScrollAnchor } from './scrollAnchor';
export { createScrollPositions, sessionStorageOrNull, SCROLL_STORAGE_KEY } from './scrollPositions';
export type { ScrollPosition, ScrollPositions } from './scrollPositions';
export { whenIdle } from './whenIdle';
