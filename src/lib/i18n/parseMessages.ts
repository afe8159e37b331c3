// The parser by its file rather than its package name: the browser build maps the package name to FormatJS's
// parser-less build (formatting needs none, the server sends parsed messages), and only a catalogue the browser
// loads itself, after a client-side navigation, brings the parser in its own chunk.
import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser/index.js';
import { compactElements } from './compactMessage';
import type { ParsedMessages } from './messages';

/**
 * Every message of a catalogue (area by area: `{ search: { summaryAll: '…' } }`) parsed, by id (`area.key`); a
 * message that is not valid ICU syntax throws naming its id.
 */
export function parseCatalogue(catalogue: object): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [area, messages] of Object.entries(catalogue as Record<string, Record<string, unknown>>)) {
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') throw new Error(`The message "${area}.${key}" is not a string`);
      const id = `${area}.${key}`;
      try {
        const elements = parse(text, { ignoreTag: true });
        parsed[id] =
          elements.length === 0
            ? ''
            : elements.length === 1 && isLiteralElement(elements[0])
              ? elements[0].value
              : compactElements(elements);
      } catch (error) {
        throw new Error(`The message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }
  }
  return parsed;
}
