// Server: the message ids a page's render used, so that the page carries those and no others (pageState.ts).
// Keyed by the render's InPageValues, which exists once per server render of a page whose state is inlined.
import type { InPageValues } from '../../components';
import type { WordsState } from './wordsSlice';

const used = new WeakMap<InPageValues, Set<string>>();

export function recordWordUse(render: InPageValues, id: string): void {
  let ids = used.get(render);
  if (!ids) used.set(render, (ids = new Set()));
  ids.add(id);
}

/** Areas a page carries whole: the shell's (a loading fallback must never wait for words itself). */
const WHOLE_AREAS = ['shell'];

/**
 * The words a page carries: the messages its render used, and whole areas the browser may need before it could
 * load any (the shell's). The rest of an area comes with the area's catalogue when a later view first asks for it.
 */
export function wordsForPage(words: WordsState, render: InPageValues | null): WordsState {
  const ids = render && used.get(render);
  if (!ids) return words;
  const messages: WordsState['messages'] = {};
  for (const [id, message] of Object.entries(words.messages)) {
    if (ids.has(id) || WHOLE_AREAS.includes(id.slice(0, id.indexOf('.')))) messages[id] = message;
  }
  const partial = Object.keys(messages).length < Object.keys(words.messages).length;
  // Only the areas it has messages of: another area a view needs is loaded whole, as after a navigation.
  const areas = words.areas.filter((area) => Object.keys(messages).some((id) => id.startsWith(`${area}.`)));
  return { ...words, areas, messages, partial };
}
