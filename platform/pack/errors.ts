// A malformed pack must stop start-up with a message that says exactly where to look.

export class PackError extends Error {
  readonly file: string;
  readonly field: string;
  /** The line of the file at fault, when known (invalid JSON). */
  readonly line: number | null;

  constructor(file: string, field: string, problem: string, line: number | null = null) {
    super(field ? `${file}: ${field} ${problem}` : `${file}: ${problem}`);
    this.name = 'PackError';
    this.file = file;
    this.field = field;
    this.line = line;
  }
}
