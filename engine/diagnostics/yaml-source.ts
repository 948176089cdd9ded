// Parse YAML while keeping a map from data paths back to source positions, so every
// validation problem can be reported as file:line:col. Pure: takes text, not a file.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { formatPath, type DataPath, type Position, type Problem } from './problem.js';

export interface YamlSource {
  readonly file: string;
  readonly data: unknown;
  /** Position of the value at `path`, or of the nearest ancestor that exists. */
  locate(path: DataPath, which?: 'value' | 'key'): Position;
  /** Syntax errors, already positioned. */
  readonly syntaxErrors: readonly Problem[];
  /** First and last line of every node that has an anchor (`&name`), in document order. */
  anchoredLines(): { from: number; to: number }[];
}

/** Brackets deeper than any card or table needs; far below where the parser's recursion breaks. */
export const MAX_FLOW_DEPTH = 64;

/**
 * Offset of the first `[` or `{` nested deeper than `limit`, outside quotes and comments, or -1.
 * Checked before parsing: 20,000 nested brackets overflow the parser's stack.
 */
export function tooDeepAt(text: string, limit = MAX_FLOW_DEPTH): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = undefined;
      else if (ch === '\n' && depth === 0) quote = undefined; // a stray apostrophe in plain text
    } else if (ch === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '"' || (ch === "'" && (i === 0 || /[\s[{,:]/.test(text[i - 1]!)))) {
      quote = ch;
    } else if (ch === '[' || ch === '{') {
      if (++depth > limit) return i;
    } else if ((ch === ']' || ch === '}') && depth > 0) {
      depth--;
    }
  }
  return -1;
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    const before = text.slice(0, deep);
    const line = before.split('\n').length;
    const col = deep - before.lastIndexOf('\n');
    const problem: Problem = {
      severity: 'error',
      file,
      line,
      col,
      field: '',
      message: `nesting too deep: more than ${MAX_FLOW_DEPTH} levels of [ ] or { }`,
      hint: 'cards and tables nest a few levels at most: close the brackets you opened',
    };
    return { file, data: undefined, locate: () => ({ line, col }), syntaxErrors: [problem], anchoredLines: () => [] };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  const lines = text.split(/\r?\n/);
  const syntaxErrors: Problem[] = [];
  // One tab in the indentation derails the parser for the rest of the file (hundreds of errors
  // after it): when a file fails to parse and has tab indentation, that is the one problem shown.
  const tabs = doc.errors.length ? tabIndented(lines) : [];
  if (tabs.length) {
    const [first] = tabs;
    const more = tabs.length > 1 ? ` (and on ${tabs.length - 1} more line${tabs.length > 2 ? 's' : ''})` : '';
    syntaxErrors.push({
      severity: 'error',
      file,
      line: first!.line,
      col: first!.col,
      field: '',
      message: `tab used for indentation${more}`,
      hint: 'indent with spaces: YAML does not allow tabs (most editors can convert tabs to spaces)',
    });
  }
  const seen = new Set<string>();
  for (const e of tabs.length ? [] : doc.errors) {
    const p = toPos(e.pos[0]);
    const at = `${p.line}:${p.col}`;
    // yaml often reports one mistake twice at the same spot.
    if (seen.has(at)) continue;
    seen.add(at);
    const x = explainYamlError(e.code, firstLine(e.message), lines, p.line);
    syntaxErrors.push({
      severity: 'error',
      file,
      line: x.line ?? p.line,
      col: x.col ?? p.col,
      field: '',
      message: x.message,
      hint: x.hint,
    });
  }
  // A merge key (`<<: *base`) is YAML 1.1; under YAML 1.2 it is an ordinary key named `<<`, which
  // the schemas then ignore or call unknown without a word about merging: say so at the key.
  if (!syntaxErrors.length) {
    visit(doc, {
      Pair: (_k, pair) => {
        if (isScalar(pair.key) && pair.key.value === '<<' && (pair.key as Node).range) {
          const p = toPos((pair.key as Node).range![0]);
          syntaxErrors.push({
            severity: 'error',
            file,
            line: p.line,
            col: p.col,
            field: '',
            message: 'YAML merge keys (`<<: *anchor`) are not supported',
            hint: "write the fields out, or repeat the anchor's value as a whole with `key: *anchor`",
          });
        }
      },
    });
  }

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

  let anchored: { from: number; to: number }[] | undefined;
  const anchoredLines = (): { from: number; to: number }[] => {
    if (anchored) return anchored;
    anchored = [];
    visit(doc, {
      Node: (_key, node) => {
        // range[2] is just past the node (often the start of the next line): its last character is before it.
        if (node.anchor && node.range)
          anchored!.push({
            from: toPos(node.range[0]).line,
            to: toPos(Math.max(node.range[0], node.range[2] - 1)).line,
          });
      },
    });
    return anchored;
  };

  let data: unknown;
  if (!doc.errors.length) {
    try {
      data = doc.toJS();
    } catch (e) {
      // yaml resolves aliases only here, and throws for a missing anchor or too many aliases.
      syntaxErrors.push(aliasProblem(doc, e, file, toPos));
    }
  }
  return { file, data, locate, syntaxErrors, anchoredLines };
}

/** Lines whose indentation holds a tab, with the tab's column. */
function tabIndented(lines: readonly string[]): { line: number; col: number }[] {
  const out: { line: number; col: number }[] = [];
  lines.forEach((l, i) => {
    const m = /^[ ]*\t/.exec(l);
    if (m) out.push({ line: i + 1, col: m[0].length });
  });
  return out;
}

/** A hint for the yaml library's error codes, in terms of what a card author wrote. */
function explainYamlError(
  code: string,
  message: string,
  lines: readonly string[],
  lineNo: number,
): { message: string; hint: string; line?: number; col?: number } {
  const line = lines[lineNo - 1] ?? '';
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const value = line.replace(/^\s*(- )?[^:#]+:\s*/, '');
      if (/: /.test(value) && !/^["']/.test(value))
        return {
          message: 'a value contains `: `',
          hint: 'put the value in quotes, e.g. text: "Give ground: move 3 spaces"',
        };
      // The usual cause: the next line is indented deeper than the key above it.
      const keyIndent = /^(\s*(- )?)/.exec(line)![1]!.length;
      const next = lines[lineNo] ?? '';
      const nextIndent = /^ */.exec(next)![0].length;
      if (next.trim() && nextIndent > keyIndent && !/^\s*-/.test(next))
        return {
          message: 'this line is indented more than the key above it',
          hint: `line it up with the other keys (${keyIndent} spaces)`,
          line: lineNo + 1,
          col: nextIndent + 1,
        };
      return {
        message,
        hint: 'check the indentation of this line and the next: the keys of one card line up under each other',
      };
    }
    case 'DUPLICATE_KEY':
      return {
        message: `duplicate key \`${line.trim().replace(/^- /, '').split(':')[0]}\``,
        hint: 'a key appears once per mapping: keep one of them',
      };
    case 'BAD_INDENT':
      return { message, hint: 'check the indentation and that every [ or { is closed' };
    case 'MULTIPLE_DOCS':
      return {
        message: 'a second YAML document (`---`): one file holds one document',
        hint: 'remove the `---` line and merge the two lists of cards, or move the second part to its own file',
      };
    case 'MISSING_CHAR':
      return { message, hint: 'add the missing character' };
    default:
      return { message, hint: 'fix the YAML syntax at this spot' };
  }
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.trim();
}

/** A problem at `path` of a parsed source: its value's position, or its key's with `which: 'key'`. */
export function problemAt(
  src: YamlSource,
  path: DataPath,
  message: string,
  hint?: string,
  which: 'key' | 'value' = 'value',
): Problem {
  const p = src.locate(path, which);
  return {
    severity: 'error',
    file: src.file,
    line: p.line,
    col: p.col,
    field: formatPath(path),
    message,
    ...(hint ? { hint } : {}),
  };
}

/** A problem for an alias `toJS` could not resolve: an unknown anchor, or yaml's alias limit. */
function aliasProblem(doc: Document, e: unknown, file: string, toPos: (offset: number) => Position): Problem {
  let unresolved: { source: string; at: number } | undefined;
  let first: number | undefined;
  visit(doc, {
    Alias(_, node) {
      const at = node.range?.[0] ?? 0;
      first ??= at;
      if (!unresolved && node.resolve(doc) === undefined) unresolved = { source: node.source, at };
    },
  });
  if (unresolved) {
    const p = toPos(unresolved.at);
    return {
      severity: 'error',
      file,
      line: p.line,
      col: p.col,
      field: '',
      message: `unknown alias \`*${unresolved.source}\``,
      hint: `define the anchor \`&${unresolved.source}\` before the alias, or write the value out`,
    };
  }
  const p = toPos(first ?? 0);
  const why = e instanceof Error ? e.message : String(e);
  return {
    severity: 'error',
    file,
    line: p.line,
    col: p.col,
    field: '',
    message: `the aliases cannot be expanded (${why})`,
    hint: 'repeat the values instead of aliasing them so often',
  };
}
