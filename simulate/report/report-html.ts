// report.html: one self-contained page (inline CSS and SVG, one small table-sorting script, no
// external resource), written by Handlebars from templates/simulate/ (report.hbs with the chart
// and table partials), so every name, number and label from the results is escaped by the
// template engine. The templates are found by walking up from this module (sources and the dist/
// bundle alike) and compiled once per process.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import type { Results } from '../results.js';
import { reportModel } from './report-model.js';

let compiled: ((model: unknown) => string) | undefined;

function folder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'templates', 'simulate', 'report.hbs'))) return join(dir, 'templates', 'simulate');
    dir = dirname(dir);
  }
  throw new Error('cannot find templates/simulate/report.hbs beside the fray sources');
}

function template(): (model: unknown) => string {
  if (compiled) return compiled;
  const dir = folder();
  const hb = Handlebars.create();
  const read = (name: string): string => readFileSync(join(dir, `${name}.hbs`), 'utf8');
  hb.registerPartial('chart', hb.compile(read('chart'), { strict: false }));
  hb.registerPartial('table', hb.compile(read('table'), { strict: false }));
  return (compiled = hb.compile(read('report'), { strict: false }));
}

export function reportHtml(r: Results, slug = 'matchup'): string {
  return template()(reportModel(r, slug));
}
