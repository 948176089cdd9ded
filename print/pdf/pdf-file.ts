// A minimal PDF 1.7 serializer: numbered objects, Flate streams, xref table, trailer.
// Used instead of pdf-lib because pdf-lib takes ~0.35 s to import, too slow for the warm path,
// and we only ever write fresh documents.
import { deflateSync } from 'node:zlib';

export class PdfRef {
  constructor(readonly num: number) {}
  toString(): string {
    return `${this.num} 0 R`;
  }
}

/** A PDF name, written `/Name`. */
export class PdfName {
  constructor(readonly name: string) {}
  toString(): string {
    return '/' + this.name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => '#' + c.charCodeAt(0).toString(16).padStart(2, '0'));
  }
}

/** Raw PDF syntax written as is (e.g. a hex string `<0041>`). */
export class PdfRaw {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type PdfValue = number | string | boolean | null | PdfRef | PdfName | PdfRaw | PdfValue[] | { [k: string]: PdfValue | undefined };

export const name = (n: string): PdfName => new PdfName(n);

export function num(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

export function serialize(v: PdfValue | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return num(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return '(' + v.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, (c) => '\\' + c.charCodeAt(0).toString(8).padStart(3, '0')) + ')';
  if (v instanceof PdfRef || v instanceof PdfName || v instanceof PdfRaw) return v.toString();
  if (Array.isArray(v)) return '[' + v.map(serialize).join(' ') + ']';
  let out = '<<';
  for (const [k, val] of Object.entries(v)) if (val !== undefined) out += `${new PdfName(k)} ${serialize(val)} `;
  return out + '>>';
}

export class PdfFile {
  private readonly objects: (Buffer | undefined)[] = [];

  /** Reserve an object number now, fill it later (for forward references). */
  alloc(): PdfRef {
    this.objects.push(undefined);
    return new PdfRef(this.objects.length);
  }

  set(ref: PdfRef, value: PdfValue): PdfRef {
    this.objects[ref.num - 1] = Buffer.from(serialize(value), 'latin1');
    return ref;
  }

  add(value: PdfValue): PdfRef {
    return this.set(this.alloc(), value);
  }

  /** A stream object; `data` is deflated unless `compressed` says it already is. */
  setStream(ref: PdfRef, dict: Record<string, PdfValue | undefined>, data: Uint8Array | string, opts: { compressed?: boolean; raw?: boolean } = {}): PdfRef {
    let bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const d: Record<string, PdfValue | undefined> = { ...dict };
    if (!opts.raw) {
      if (!opts.compressed) bytes = deflateSync(bytes, { level: 6 });
      d.Filter = d.Filter ?? name('FlateDecode');
    }
    d.Length = bytes.length;
    this.objects[ref.num - 1] = Buffer.concat([Buffer.from(serialize(d) + '\nstream\n', 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]);
    return ref;
  }

  addStream(dict: Record<string, PdfValue | undefined>, data: Uint8Array | string, opts: { compressed?: boolean; raw?: boolean } = {}): PdfRef {
    return this.setStream(this.alloc(), dict, data, opts);
  }

  toBuffer(root: PdfRef, info?: PdfRef): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.objects.forEach((body, i) => {
      if (!body) throw new Error(`pdf: object ${i + 1} was reserved but never written`);
      const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
      const tail = Buffer.from('\nendobj\n', 'latin1');
      offsets.push(offset);
      parts.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    let xref = `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
    const trailer = serialize({ Size: this.objects.length + 1, Root: root, Info: info });
    parts.push(Buffer.from(`${xref}trailer\n${trailer}\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
}
