// Splits a ZenQL statement into words, quoted strings and symbols, remembering where each starts.
import { QueryError } from './queryError';

export type TokenType = 'word' | 'string' | 'symbol';

export interface Token {
  type: TokenType;
  value: string;
  /** 1-based character position in the statement, for error messages. */
  position: number;
}

const SYMBOLS = ['!=', '!~', '>=', '<=', '=', '~', '>', '<', '(', ')', ',', '^'];
const WORD_STOP = new Set([' ', '\t', '\r', '\n', '(', ')', ',', '"', '\u201c', '\u201d', '=', '!', '~', '<', '>', '^']);
const CLOSING_QUOTE: Record<string, string> = { '"': '"', '\u201c': '\u201d', '\u201d': '\u201d', "'": "'" };

export function tokenizeZenql(statement: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = statement.length;
  while (i < n) {
    const ch = statement[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const close = CLOSING_QUOTE[ch];
    if (close) {
      let value = '';
      let j = i + 1;
      for (; j < n && statement[j] !== close; j++) {
        if (statement[j] === '\\' && j + 1 < n) j++;
        value += statement[j];
      }
      if (j >= n) throw new QueryError(`ZenQL: unterminated string starting at position ${i + 1}`);
      tokens.push({ type: 'string', value, position: i + 1 });
      i = j + 1;
      continue;
    }
    const symbol = SYMBOLS.find((s) => statement.startsWith(s, i));
    if (symbol) {
      tokens.push({ type: 'symbol', value: symbol, position: i + 1 });
      i += symbol.length;
      continue;
    }
    let j = i;
    while (j < n && !WORD_STOP.has(statement[j])) j++;
    if (j === i) throw new QueryError(`ZenQL: unexpected character "${ch}" at position ${i + 1}`);
    tokens.push({ type: 'word', value: statement.slice(i, j), position: i + 1 });
    i = j;
  }
  return tokens;
}
