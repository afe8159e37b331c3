import type { ReactNode } from 'react';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each occurrence of the words (case-insensitive) in a `<mark>`, so a search term stands out. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0 || !text) return text;
  // Longest first, so "oaks" is marked whole rather than as "oak" plus "s".
  const pattern = new RegExp(
    `(${[...wanted]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
    'gi',
  );
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // Split with one capturing group: odd parts are the matches.
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
