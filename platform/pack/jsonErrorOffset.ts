// Finds where a JSON text stops being valid. Node 20's JSON.parse names the position for some errors only
// ("Unexpected token 'b', "[bad" is not valid JSON" has none), and a pack error must say where to look.

class Stop {
  constructor(readonly offset: number) {}
}

/** Reads a JSON text from the start, throwing Stop at the first character that cannot belong where it is. */
class JsonReader {
  i = 0;

  constructor(private readonly text: string) {}

  fail(): never {
    throw new Stop(this.i);
  }

  space(): void {
    const { text } = this;
    while (this.i < text.length && ' \t\n\r'.includes(text[this.i])) this.i++;
  }

  value(): void {
    this.space();
    const char = this.text[this.i];
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    if (char === 't') return this.literal('true');
    if (char === 'f') return this.literal('false');
    if (char === 'n') return this.literal('null');
    return this.number();
  }

  private object(): void {
    this.list('}', () => this.member());
  }

  private member(): void {
    const { text } = this;
    this.space();
    if (text[this.i] !== '"') this.fail();
    this.string();
    this.space();
    if (text[this.i] !== ':') this.fail();
    this.i++;
    this.value();
  }

  private array(): void {
    this.list(']', () => this.value());
  }

  /** An object's or array's items, from its opening bracket to `close`, separated by commas. */
  private list(close: string, item: () => void): void {
    const { text } = this;
    this.i++;
    this.space();
    if (text[this.i] === close) {
      this.i++;
      return;
    }
    for (;;) {
      item();
      this.space();
      if (text[this.i] === ',') this.i++;
      else if (text[this.i] === close) {
        this.i++;
        return;
      } else this.fail();
    }
  }

  private string(): void {
    const { text } = this;
    this.i++;
    while (this.i < text.length && text[this.i] !== '"') {
      if (text.charCodeAt(this.i) < 0x20) this.fail();
      if (text[this.i] === '\\') this.escape();
      this.i++;
    }
    if (this.i >= text.length) this.fail();
    this.i++;
  }

  /** The character after a backslash: one of "\/bfnrt, or u and four hex digits. */
  private escape(): void {
    const { text } = this;
    this.i++;
    if (text[this.i] === 'u') {
      for (let k = 0; k < 4; k++) {
        this.i++;
        if (!/[0-9a-fA-F]/.test(text[this.i] ?? '')) this.fail();
      }
    } else if (!'"\\/bfnrt'.includes(text[this.i] ?? 'x') || this.i >= text.length) {
      this.fail();
    }
  }

  private literal(word: string): void {
    for (const char of word) {
      if (this.text[this.i] !== char) this.fail();
      this.i++;
    }
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!match || match[0] === '' || match[0] === '-') this.fail();
    else this.i += match[0].length;
  }
}

/** The offset of the first character that makes the text invalid JSON (the text length if it ends too early). */
export function jsonErrorOffset(text: string): number {
  const reader = new JsonReader(text);
  try {
    reader.value();
    reader.space();
    if (reader.i < text.length) reader.fail();
  } catch (error) {
    if (error instanceof Stop) return Math.min(error.offset, text.length);
    throw error;
  }
  return text.length;
}
