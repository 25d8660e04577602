/**
 * A set of post numbers (search-index.ts), as a bitset in memory. Stored as whichever is shorter:
 * a list of the numbers (a rare word: 4 bytes a post) or the bitset (a common word: one bit a
 * post up to the highest), after a byte that says which.
 */
const LIST = 0;
const BITS = 1;

export class DocSet {
  private constructor(private words: Uint32Array) {}

  static empty(): DocSet {
    return new DocSet(new Uint32Array(0));
  }

  static decode(stored: Buffer | undefined): DocSet {
    const set = DocSet.empty();
    if (!stored?.length) return set;
    const body = stored.subarray(1);
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    if (stored[0] === BITS) {
      set.words = new Uint32Array(body.byteLength / 4);
      for (let i = 0; i < set.words.length; i++) set.words[i] = view.getUint32(i * 4, true);
    } else {
      for (let at = 0; at < body.byteLength; at += 4) set.add(view.getUint32(at, true));
    }
    return set;
  }

  /** The posts in any of `sets`. */
  static union(sets: DocSet[]): DocSet {
    const words = new Uint32Array(Math.max(0, ...sets.map((set) => set.words.length)));
    for (const set of sets) for (let i = 0; i < set.words.length; i++) words[i]! |= set.words[i]!;
    return new DocSet(words);
  }

  /** The posts in every one of `sets`; null (every post) when there are none. */
  static intersection(sets: DocSet[]): DocSet | null {
    if (!sets.length) return null;
    const words = Uint32Array.from(sets[0]!.words);
    for (const set of sets.slice(1)) {
      for (let i = 0; i < words.length; i++) words[i]! &= set.words[i] ?? 0;
    }
    return new DocSet(words);
  }

  has(doc: number): boolean {
    return ((this.words[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
  }

  add(doc: number): void {
    const at = doc >>> 5;
    if (at >= this.words.length) {
      const grown = new Uint32Array(Math.max(at + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[at]! |= 1 << (doc & 31);
  }

  delete(doc: number): void {
    const at = doc >>> 5;
    if (at < this.words.length) this.words[at]! &= ~(1 << (doc & 31));
  }

  /** The numbers in the set, smallest first. */
  *[Symbol.iterator](): IterableIterator<number> {
    for (let i = 0; i < this.words.length; i++) {
      for (let word = this.words[i]!; word; word &= word - 1) yield i * 32 + (31 - Math.clz32(word & -word));
    }
  }

  get size(): number {
    let count = 0;
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i]! - ((this.words[i]! >>> 1) & 0x55555555);
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return count;
  }

  encode(): Buffer {
    let last = this.words.length;
    while (last > 0 && this.words[last - 1] === 0) last--;
    const size = this.size;
    if (size <= last) {
      const list = Buffer.alloc(1 + size * 4);
      list[0] = LIST;
      let at = 1;
      for (const doc of this) at = list.writeUInt32LE(doc, at);
      return list;
    }
    const bits = Buffer.alloc(1 + last * 4);
    bits[0] = BITS;
    for (let i = 0; i < last; i++) bits.writeUInt32LE(this.words[i]!, 1 + i * 4);
    return bits;
  }
}
