// `fray check` runs the renderer's glyph check on the catalog's text: a character no print font
// has (emoji, CJK, Arabic…) is reported at its field, instead of `check` saying OK and `print`
// failing on it later. Same fonts, same coverage function as the renderer (glyph-check.ts).
import { stringsIn } from '../../engine/catalog/field-limits.js';
import type { CatalogData, CatalogFile } from '../../engine/catalog/validate-catalog.js';
import { formatPath, type DataPath, type Problem } from '../../engine/diagnostics/problem.js';
import { parseYamlSource, type YamlSource } from '../../engine/diagnostics/yaml-source.js';
import { loadRenderAssets } from './assets.js';
import { firstUncovered } from './glyph-check.js';

/** Fields that name things (files, icons, other cards) rather than being printed. */
const NOT_PRINTED = new Set(['id', 'art', 'icon', 'system']);

const strings = (value: unknown, base: DataPath) => stringsIn(value, base, { skip: NOT_PRINTED });

export async function glyphProblems(data: CatalogData, files: readonly CatalogFile[]): Promise<Problem[]> {
  const assets = await loadRenderAssets();
  const sources = new Map<string, YamlSource>();
  const src = (display: string): YamlSource | undefined => {
    if (!sources.has(display)) {
      const f = files.find((x) => (x.display ?? x.path) === display);
      if (f) sources.set(display, parseYamlSource(f.text, display));
    }
    return sources.get(display);
  };
  const out: Problem[] = [];
  const report = (file: string, path: DataPath, miss: { ch: string; code: string }): void => {
    const pos = src(file)?.locate(path) ?? { line: 1, col: 1 };
    out.push({
      severity: 'error',
      file,
      line: pos.line,
      col: pos.col,
      field: formatPath(path),
      message: `no print font has a glyph for '${miss.ch}' (${miss.code}): it cannot be printed`,
      hint: 'use another character; the print fonts cover Latin, Latin Extended and common symbols (print/render/assets.ts)',
    });
  };
  for (const card of data.cards.values()) {
    const origin = data.origins.get(card.id);
    if (!origin) continue;
    for (const s of strings(card, origin.path)) {
      const miss = firstUncovered(s.text, assets);
      if (miss) report(origin.file, s.path, miss);
    }
  }
  for (const [system, tables] of Object.entries(data.tables)) {
    const f = files.find((x) => x.path === `${system}/system.yaml`);
    if (!f) continue;
    for (const s of strings(tables, [])) {
      const miss = firstUncovered(s.text, assets);
      if (miss) report(f.display ?? f.path, s.path, miss);
    }
  }
  return out;
}

/**
 * A built character's printed fields (its name on the card and sheet, its text and flavour) through
 * the same glyph check, so `fray character check` names an emoji in a name at the file, not `print`.
 */
export async function characterGlyphProblems(
  text: string,
  file: string,
  c: { readonly name: string; readonly text?: string; readonly flavor?: string },
): Promise<Problem[]> {
  const assets = await loadRenderAssets();
  const src = parseYamlSource(text, file);
  const out: Problem[] = [];
  for (const key of ['name', 'text', 'flavor'] as const) {
    const value = c[key];
    const miss = value === undefined ? undefined : firstUncovered(value, assets);
    if (!miss) continue;
    const pos = src.locate([key]);
    out.push({
      severity: 'error',
      file,
      line: pos.line,
      col: pos.col,
      field: key,
      message: `no print font has a glyph for '${miss.ch}' (${miss.code}): it cannot be printed`,
      hint: 'use another character; the print fonts cover Latin, Latin Extended and common symbols',
    });
  }
  return out;
}
