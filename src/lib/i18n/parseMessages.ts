// The parser by its file rather than its package name: the browser build maps the package name to FormatJS's
// parser-less build (formatting needs none, the server sends parsed messages), and only a catalogue the browser
// loads itself, after a client-side navigation, brings the parser in its own chunk.
import { parse } from '@formatjs/icu-messageformat-parser/index.js';
import type { ParsedMessages } from './messages';

/** A catalogue area by area, every message parsed: ids are `area.key`. */
export type CatalogueText = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Every message of a catalogue parsed, by id; a message that is not valid ICU syntax throws naming its id. */
export function parseCatalogue(catalogue: CatalogueText): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [area, messages] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(messages)) {
      const id = `${area}.${key}`;
      try {
        parsed[id] = parse(text, { ignoreTag: true });
      } catch (error) {
        throw new Error(`The message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }
  }
  return parsed;
}
