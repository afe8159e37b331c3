import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { entryEditedLive, mergeLiveEntry, readLiveMessage } from '../../features/routing';
import type { RootState } from '../rootReducer';

/**
 * Live preview: while the page is framed by an allowed CMS origin, the entry its editor sends replaces the one shown
 * (merged: liveEntry.ts). Messages from any other origin or window, or that are not live entry updates, are ignored.
 */
export function useLivePreview(origins: readonly string[]): void {
  const store = useStore<RootState>();
  const allowed = origins.join(' ');
  useEffect(() => {
    const list = allowed ? allowed.split(' ') : [];
    if (list.length === 0 || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !list.includes(event.origin)) return;
      const message = readLiveMessage(event.data);
      if (!message.ok) {
        if (message.reason !== 'not a live entry update') console.warn(`Live preview: an update was refused: ${message.reason}`);
        return;
      }
      const { entry } = store.getState().routing;
      if (!entry) return;
      const next = mergeLiveEntry(entry, message.payload);
      if (next) store.dispatch(entryEditedLive({ entry: next }));
      else console.warn('Live preview: an update was refused: it nests too deeply');
    };
    window.addEventListener('message', onMessage);
    // The CMS may wait for this before it sends the first update.
    for (const origin of list) window.parent.postMessage({ type: 'LIVE_PREVIEW_READY' }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [allowed, store]);
}
