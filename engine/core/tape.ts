// An append-only sequence that shares its buffer with the tapes it was appended from.
// Appending to the newest tape over a buffer pushes in place (O(1) amortised); appending to
// an older one (after an undo, or a second branch from the same session) first copies its own
// prefix. So a tape never sees entries that are not its own, and a linear fight never copies.
export class Tape<T> {
  private constructor(
    private readonly buf: T[],
    readonly length: number,
  ) {}

  static empty<T>(): Tape<T> {
    return new Tape<T>([], 0);
  }

  /** A tape over a copy of `items`: the caller's array is never grown by later appends. */
  static of<T>(items: readonly T[]): Tape<T> {
    return new Tape(items.slice(), items.length);
  }

  append(items: readonly T[]): Tape<T> {
    const buf = this.buf.length === this.length ? this.buf : this.buf.slice(0, this.length);
    for (const x of items) buf.push(x);
    return new Tape(buf, this.length + items.length);
  }

  /** A fresh array of this tape's entries; mutating it cannot reach the tape. */
  toArray(): T[] {
    return this.buf.slice(0, this.length);
  }
}
