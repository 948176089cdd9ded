// No bundled template may print type under the floor `fray preflight` warns about: every
// absolute font-size, every fit box's smallest size and every class size is checked here, so
// a template change that goes under it fails before anything is rendered.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_PT } from '../preflight/geometry-checks.js';
import { CLASSES, TYPE_SCALE } from '../../templates/theme.js';

const DIR = fileURLToPath(new URL('../../templates/', import.meta.url));
const PT_PER_PX = 0.75;
const templates = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.hbs'))
  .sort();

/** Every size a template can print at, in pt: its absolute font-sizes and its fit boxes' floors. */
function templateSizes(source: string): { what: string; pt: number }[] {
  const out: { what: string; pt: number }[] = [];
  for (const m of source.matchAll(/font-size:\s*([\d.]+)(pt|px)/g))
    out.push({ what: m[0], pt: Number(m[1]) * (m[2] === 'px' ? PT_PER_PX : 1) });
  // A fit box shrinks its text down to data-fit-min (px), and its em children shrink with it.
  const fitMins = [...source.matchAll(/data-fit-min="([\d.]+)"/g)].map((m) => Number(m[1]));
  for (const min of fitMins) out.push({ what: `data-fit-min="${min}"`, pt: min * PT_PER_PX });
  const ems = [...source.matchAll(/font-size:\s*([\d.]+)em/g)].map((m) => Number(m[1])).filter((e) => e < 1);
  if (fitMins.length > 0 && ems.length > 0) {
    // The worst case: every smaller-than-1em size nested inside the smallest fit box.
    const worst = Math.min(...fitMins) * ems.reduce((a, b) => a * b, 1);
    out.push({
      what: `${ems.map((e) => `${e}em`).join(' × ')} in a ${Math.min(...fitMins)} px box`,
      pt: worst * PT_PER_PX,
    });
  }
  return out;
}

describe(`no bundled template prints under ${MIN_TEXT_PT} pt`, () => {
  it('finds the templates', () => {
    expect(templates).toContain(join('sheets', 'character.hbs'));
    expect(templates).toContain(join('partials', 'card-header.hbs'));
  });

  it.each(templates)('%s', (file) => {
    const under = templateSizes(readFileSync(join(DIR, file), 'utf8')).filter((s) => s.pt < MIN_TEXT_PT - 1e-9);
    expect(under).toEqual([]);
  });

  it('the shared classes: px sizes, and em sizes at the smallest rules text', () => {
    const under = Object.entries(CLASSES).flatMap(([name, style]) => {
      const size = style.fontSize;
      const px =
        typeof size === 'number'
          ? size
          : typeof size === 'string' && size.endsWith('em')
            ? parseFloat(size) * TYPE_SCALE.bodyMin
            : undefined;
      return px !== undefined && px * PT_PER_PX < MIN_TEXT_PT - 1e-9 ? [`${name}: ${String(size)}`] : [];
    });
    expect(under).toEqual([]);
  });

  it('catches a size under the floor in each unit', () => {
    const low = (s: string) => templateSizes(s).some((x) => x.pt < MIN_TEXT_PT);
    expect(low('<span style="font-size:5.5pt;">1</span>')).toBe(true);
    expect(low('<span style="font-size:7.5px;">1</span>')).toBe(true);
    expect(low('<div data-fit="type" data-fit-min="7.5" style="font-size:8.5px;">x</div>')).toBe(true);
    expect(low('<div data-fit-min="10"><span style="font-size:0.7em;">x</span></div>')).toBe(true);
    expect(low('<span style="font-size:6pt;">1</span><span style="font-size:8px;">2</span>')).toBe(false);
  });
});
