// A fixed-size set of document numbers. Set algebra over 100,000 documents costs ~3,000 word operations,
// which is what keeps and/or/not cheap whatever the size of the candidate sets.

export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const extra = set.words.length * 32 - size;
    if (extra > 0) set.words[set.words.length - 1] = 0xffffffff >>> extra;
    return set;
  }

  static fromDocs(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    const w = set.words;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i];
      w[d >>> 5] |= 1 << (d & 31);
    }
    return set;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5] & (1 << (doc & 31))) !== 0;
  }

  add(doc: number): void {
    this.words[doc >>> 5] |= 1 << (doc & 31);
  }

  delete(doc: number): void {
    this.words[doc >>> 5] &= ~(1 << (doc & 31));
  }

  addDocs(docs: ArrayLike<number>): this {
    const w = this.words;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i];
      w[d >>> 5] |= 1 << (d & 31);
    }
    return this;
  }

  /** this = this AND other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
    return this;
  }

  /** this = this OR other */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= b[i];
    return this;
  }

  /** this = this AND NOT other */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= ~b[i];
    return this;
  }

  isEmpty(): boolean {
    const a = this.words;
    for (let i = 0; i < a.length; i++) if (a[i] !== 0) return false;
    return true;
  }

  count(): number {
    const a = this.words;
    let total = 0;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** The members in ascending order. */
  toArray(): number[] {
    const out: number[] = [];
    this.forEach((d) => out.push(d));
    return out;
  }

  forEach(fn: (doc: number) => void): void {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      while (v !== 0) {
        const t = v & -v;
        fn((i << 5) + 31 - Math.clz32(t));
        v ^= t;
      }
    }
  }
}
