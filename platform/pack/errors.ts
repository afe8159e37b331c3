// A malformed pack must stop start-up with a message that says exactly where to look.

export class PackError extends Error {
  readonly file: string;
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(field ? `${file}: ${field} ${problem}` : `${file}: ${problem}`);
    this.name = 'PackError';
    this.file = file;
    this.field = field;
  }
}
