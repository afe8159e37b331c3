import { readFileSync } from 'node:fs';
import { PackError } from './errors';
import { jsonErrorOffset } from './jsonErrorOffset';

/** Reads and parses a pack JSON file; invalid JSON names the file, line, column and position. */
export function readJsonFile(absolutePath: string, displayPath: string): unknown {
  let text: string;
  try {
    text = readFileSync(absolutePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PackError(displayPath, '', code === 'ENOENT' ? 'is missing' : `cannot be read (${code ?? String(error)})`);
  }
  return parseJsonText(text, displayPath);
}

export function parseJsonText(text: string, displayPath: string): unknown {
  // A UTF-8 byte order mark is common in files saved by Windows editors.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const match = /position (\d+)/.exec(message);
    const position = match ? Number(match[1]) : jsonErrorOffset(body);
    const { line, column } = lineAndColumn(body, position);
    throw new PackError(displayPath, '', `is not valid JSON at line ${line}, column ${column} (position ${position}): ${message}`, line);
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(position, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
