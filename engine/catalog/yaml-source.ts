// Parse YAML while keeping a map from data paths back to source positions, so every
// validation problem can be reported as file:line:col. Pure: takes text, not a file.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export type DataPath = readonly (string | number)[];

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface YamlSource {
  readonly file: string;
  readonly data: unknown;
  /** Position of the value at `path`, or of the nearest ancestor that exists. */
  locate(path: DataPath, which?: 'value' | 'key'): Position;
  /** Syntax errors, already positioned. */
  readonly syntaxErrors: readonly Problem[];
}

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Dotted field path, e.g. `cards[3].on_hit[0].effect`; '' for the whole file. */
  readonly field: string;
  readonly message: string;
  readonly hint?: string;
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  const syntaxErrors: Problem[] = doc.errors.map((e) => {
    const p = toPos(e.pos[0]);
    return { file, line: p.line, col: p.col, field: '', message: firstLine(e.message), hint: 'fix the YAML syntax at this spot' };
  });

  const locate = (path: DataPath, which: 'value' | 'key' = 'value'): Position => {
    let node: unknown = doc.contents;
    let best: Position = node && (node as Node).range ? toPos((node as Node).range![0]) : { line: 1, col: 1 };
    for (let i = 0; i < path.length; i++) {
      const seg = path[i]!;
      if (isMap(node)) {
        const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(seg));
        if (!pair) return best;
        const last = i === path.length - 1;
        const keyNode = pair.key as Node;
        if (last && which === 'key' && keyNode.range) return toPos(keyNode.range[0]);
        node = pair.value;
        const target = (node as Node | null)?.range ? (node as Node) : keyNode;
        if (target.range) best = toPos(target.range[0]);
      } else if (isSeq(node) && typeof seg === 'number') {
        const item = node.items[seg] as Node | undefined;
        if (!item) return best;
        node = item;
        if (item.range) best = toPos(item.range[0]);
      } else {
        return best;
      }
    }
    return best;
  };

  return { file, data: doc.errors.length ? undefined : doc.toJS(), locate, syntaxErrors };
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.trim();
}

/** `cards[3].on_hit[0].effect` */
export function formatPath(path: DataPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}

/** `file:line:col  field.path  message (hint)` — the one error line format of every fray command. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.col}`;
  const field = p.field ? `  ${p.field}` : '';
  const hint = p.hint ? `\n    hint: ${p.hint}` : '';
  return `${where}${field}  ${p.message}${hint}`;
}
