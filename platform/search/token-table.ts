// The vocabulary of a word index: an open-addressing hash table that finds a word's id straight from a slice of
// the text, so indexing does not allocate a string for every occurrence of a word it already knows.

const EMPTY = 0;

function hashRange(s: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class TokenTable {
  readonly words: string[] = [];
  private readonly hashes: number[] = [];
  /** Slot -> word id + 1 (0 = empty). */
  private slots = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;

  get size(): number {
    return this.words.length;
  }

  private find(s: string, start: number, end: number, h: number): number {
    const len = end - start;
    let i = h & this.mask;
    for (;;) {
      const slot = this.slots[i];
      if (slot === EMPTY) return -1 - i;
      const id = slot - 1;
      if (this.hashes[id] === h) {
        const word = this.words[id];
        if (word.length === len) {
          let same = true;
          for (let k = 0; k < len; k++) {
            if (word.charCodeAt(k) !== s.charCodeAt(start + k)) {
              same = false;
              break;
            }
          }
          if (same) return id;
        }
      }
      i = (i + 1) & this.mask;
    }
  }

  /** The id of `s[start, end)`, or -1. */
  idOfRange(s: string, start: number, end: number): number {
    const found = this.find(s, start, end, hashRange(s, start, end));
    return found >= 0 ? found : -1;
  }

  idOf(word: string): number {
    return this.idOfRange(word, 0, word.length);
  }

  /** The id of `s[start, end)`, adding the word when it is new. */
  intern(s: string, start: number, end: number): number {
    const h = hashRange(s, start, end);
    const found = this.find(s, start, end, h);
    if (found >= 0) return found;
    const id = this.words.length;
    this.words.push(start === 0 && end === s.length ? s : s.slice(start, end));
    this.hashes.push(h);
    this.slots[-1 - found] = id + 1;
    if (this.words.length * 2 > this.slots.length) this.grow();
    return id;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.words.length; id++) {
      let i = this.hashes[id] & mask;
      while (slots[i] !== EMPTY) i = (i + 1) & mask;
      slots[i] = id + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
