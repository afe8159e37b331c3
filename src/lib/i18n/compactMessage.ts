// A parsed message as pages carry it: FormatJS's elements with each literal as its text and without the fields
// that hold their default (a plural's offset 0 and cardinal type, a format's null style), about half the size.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One element of a compact message: a literal's text, or an element without its default fields. */
export type CompactElement = string | { type: number; [field: string]: unknown };

type Options = Record<string, { value: MessageFormatElement[] }>;

export function compactElements(elements: readonly MessageFormatElement[]): CompactElement[] {
  return elements.map((element): CompactElement => {
    if (element.type === TYPE.literal) return element.value;
    const result: { type: number; [field: string]: unknown } = { type: element.type };
    for (const [field, value] of Object.entries(element)) {
      if (field === 'type' || field === 'location' || value === null || value === undefined) continue;
      if (field === 'offset' && value === 0) continue;
      if (field === 'pluralType' && value === 'cardinal') continue;
      if (field === 'options') {
        result.options = Object.fromEntries(Object.entries(value as Options).map(([key, option]) => [key, compactElements(option.value)]));
      } else if (field === 'style' && typeof value === 'object') {
        // A skeleton's own location, which the parser keeps when asked for the elements' (parseMessages.ts).
        const { location: _, ...style } = value as Record<string, unknown>;
        result.style = style;
      } else result[field] = value;
    }
    return result;
  });
}

export function expandElements(elements: readonly CompactElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (typeof element === 'string') return { type: TYPE.literal, value: element };
    const result: Record<string, unknown> = { ...element };
    if (element.options) {
      const options = element.options as Record<string, CompactElement[]>;
      result.options = Object.fromEntries(Object.entries(options).map(([key, option]) => [key, { value: expandElements(option) }]));
    }
    if (element.type === TYPE.plural) {
      result.offset ??= 0;
      result.pluralType ??= 'cardinal';
    }
    if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) result.style ??= null;
    return result as unknown as MessageFormatElement;
  });
}
