// The parser by its file rather than its package name: the browser build maps the package name to FormatJS's
// parser-less build (formatting needs none, the server sends parsed messages), and only a catalogue the browser
// loads itself (the rest of a page's words once it has started, an area a client-side navigation needs) brings the
// parser in its own chunk.
import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser/index.js';
import { deepFreeze } from '../delivery/deepFreeze';
import { compactElements } from './compactMessage';
import type { ParsedMessages } from './messages';

/** A catalogue's messages (area by area: `{ search: { summaryAll: '…' } }`) as `[id, text]`, by id (`area.key`). */
function* catalogueMessages(catalogue: object): Generator<[string, unknown]> {
  for (const [area, messages] of Object.entries(catalogue as Record<string, Record<string, unknown>>)) {
    for (const [key, text] of Object.entries(messages)) yield [`${area}.${key}`, text];
  }
}

/** One message parsed; one that is not valid ICU syntax throws naming its id. */
function parseOne(id: string, text: unknown): ParsedMessages[string] {
  if (typeof text !== 'string') throw new Error(`The message "${id}" is not a string`);
  try {
    // Locations kept: without them the parser walks every element again to delete its location, a good part of a
    // catalogue's parse time in a browser; compactElements leaves them out anyway.
    const elements = parse(text, { ignoreTag: true, captureLocation: true });
    if (elements.length === 0) return '';
    return elements.length === 1 && isLiteralElement(elements[0]) ? elements[0].value : compactElements(elements);
  } catch (error) {
    throw new Error(`The message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
}

/**
 * Every message of a catalogue parsed, by id. Frozen: the words' slice takes them as they are (a store update does
 * not walk every message to freeze it), and every page of a language shares them.
 */
export function parseCatalogue(catalogue: object): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [id, text] of catalogueMessages(catalogue)) parsed[id] = parseOne(id, text);
  return deepFreeze(parsed);
}

/** How long the browser's parse of a catalogue runs before it lets the page handle what is waiting. */
export const PARSE_SLICE_MS = 5;

/**
 * parseCatalogue in slices of about PARSE_SLICE_MS, each its own task: a catalogue parsed in a browser never holds
 * up a visitor's click or the frame that shows its answer.
 */
export async function parseCatalogueInSlices(catalogue: object, nextTask: () => Promise<void> = yieldToPage): Promise<ParsedMessages> {
  const parsed: ParsedMessages = {};
  let sliceStart = performance.now();
  for (const [id, text] of catalogueMessages(catalogue)) {
    if (performance.now() - sliceStart >= PARSE_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    parsed[id] = parseOne(id, text);
  }
  return deepFreeze(parsed);
}

/** A new task: a message channel's (a timer's may wait 4 ms or more), a timer's where there is none (jsdom). */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
