// The vocabulary of a word index: an open-addressing hash table that finds a word's id straight from a slice of
// the text, so indexing does not allocate a string for every occurrence of a word it already knows.
import { hashWord } from './text';

const EMPTY = 0;

export class TokenTable {
  readonly words: string[] = [];
  private readonly hashes: number[] = [];
  /** Slot -> word id + 1 (0 = empty). */
  private slots = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;

  get size(): number {
    return this.words.length;
  }

  /** Slot search for `s[start, end)` read with A-Z lower-cased; >= 0 = word id, else -1 - free slot. */
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
          let k = 0;
          for (; k < len; k++) {
            let c = s.charCodeAt(start + k);
            if (c >= 65 && c <= 90) c += 32;
            if (word.charCodeAt(k) !== c) break;
          }
          if (k === len) return id;
        }
      }
      i = (i + 1) & this.mask;
    }
  }

  idOf(word: string): number {
    const found = this.find(word, 0, word.length, hashWord(word));
    return found >= 0 ? found : -1;
  }

  /** The id of the word `s[start, end)` (lower-cased) whose hash is `h`, adding it when new. */
  internSlice(s: string, start: number, end: number, h: number): number {
    const found = this.find(s, start, end, h);
    if (found >= 0) return found;
    return this.add(s.slice(start, end).toLowerCase(), h, -1 - found);
  }

  /** The id of a (lower-case) word, adding it when new. */
  intern(word: string): number {
    const h = hashWord(word);
    const found = this.find(word, 0, word.length, h);
    return found >= 0 ? found : this.add(word, h, -1 - found);
  }

  private add(word: string, h: number, slot: number): number {
    const id = this.words.length;
    this.words.push(word);
    this.hashes.push(h);
    this.slots[slot] = id + 1;
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
