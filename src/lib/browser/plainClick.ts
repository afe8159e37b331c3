/** The parts of a click (a DOM or a React mouse event) that say how the visitor clicked. */
export type ClickKeys = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A plain left click, without the modifier keys that ask the browser for something else (a new tab or window, a
 * download): the only click a page may turn into a client-side navigation.
 */
export function isPlainLeftClick(event: ClickKeys): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
