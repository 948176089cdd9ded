// engine/catalog/yaml-source.ts
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
function parseYamlSource(text, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPos = (offset) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  const lines = text.split(/\r?\n/);
  const tabLines = /* @__PURE__ */ new Set();
  const syntaxErrors = [];
  if (doc.errors.length) {
    lines.forEach((l, i) => {
      const m = /^ *\t/.exec(l);
      if (m) {
        tabLines.add(i + 1);
        syntaxErrors.push({ file, line: i + 1, col: m[0].length, field: "", message: "tab used for indentation", hint: "indent with spaces: YAML does not allow tabs" });
      }
    });
  }
  const seen = /* @__PURE__ */ new Set();
  for (const e of doc.errors) {
    const p = toPos(e.pos[0]);
    const at = `${p.line}:${p.col}`;
    if (seen.has(at) || tabLines.has(p.line)) continue;
    seen.add(at);
    const x = explainYamlError(e.code, firstLine(e.message), lines, p.line);
    syntaxErrors.push({ file, line: x.line ?? p.line, col: x.col ?? p.col, field: "", message: x.message, hint: x.hint });
  }
  const locate = (path, which = "value") => {
    let node = doc.contents;
    let best = node && node.range ? toPos(node.range[0]) : { line: 1, col: 1 };
    for (let i = 0; i < path.length; i++) {
      const seg = path[i];
      if (isMap(node)) {
        const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(seg));
        if (!pair) return best;
        const last = i === path.length - 1;
        const keyNode = pair.key;
        if (last && which === "key" && keyNode.range) return toPos(keyNode.range[0]);
        node = pair.value;
        const target = node?.range ? node : keyNode;
        if (target.range) best = toPos(target.range[0]);
      } else if (isSeq(node) && typeof seg === "number") {
        const item = node.items[seg];
        if (!item) return best;
        node = item;
        if (item.range) best = toPos(item.range[0]);
      } else {
        return best;
      }
    }
    return best;
  };
  return { file, data: doc.errors.length ? void 0 : doc.toJS(), locate, syntaxErrors };
}
function explainYamlError(code, message, lines, lineNo) {
  const line = lines[lineNo - 1] ?? "";
  switch (code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY": {
      const value = line.replace(/^\s*(- )?[^:#]+:\s*/, "");
      if (/: /.test(value) && !/^["']/.test(value)) return { message: "a value contains `: `", hint: 'put the value in quotes, e.g. text: "Give ground: move 3 spaces"' };
      const keyIndent = /^(\s*(- )?)/.exec(line)[1].length;
      const next = lines[lineNo] ?? "";
      const nextIndent = /^ */.exec(next)[0].length;
      if (next.trim() && nextIndent > keyIndent && !/^\s*-/.test(next))
        return { message: "this line is indented more than the key above it", hint: `line it up with the other keys (${keyIndent} spaces)`, line: lineNo + 1, col: nextIndent + 1 };
      return { message, hint: "check the indentation of this line and the next: the keys of one card line up under each other" };
    }
    case "DUPLICATE_KEY":
      return { message: `duplicate key \`${line.trim().replace(/^- /, "").split(":")[0]}\``, hint: "a key appears once per mapping: keep one of them" };
    case "BAD_INDENT":
      return { message, hint: "check the indentation and that every [ or { is closed" };
    case "MISSING_CHAR":
      return { message, hint: "add the missing character" };
    default:
      return { message, hint: "fix the YAML syntax at this spot" };
  }
}
function firstLine(s) {
  return s.split("\n")[0].trim();
}
function formatPath(path) {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}
function formatProblem(p) {
  const where = `${p.file}:${p.line}:${p.col}`;
  const field = p.field ? `  ${p.field}` : "";
  const hint = p.hint ? `
    hint: ${p.hint}` : "";
  return `${where}${field}  ${p.message}${hint}`;
}

export {
  parseYamlSource,
  formatPath,
  formatProblem
};
