// The converted element tree back to HTML with explicit flex styles, so a browser lays out
// (and the benchmark's Chromium prints) exactly what Satori was asked to lay out.
import { styleToCss } from '../../templates/css-style.js';
import type { SatoriChild } from './html-to-satori.js';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function treeToHtml(node: SatoriChild): string {
  if (typeof node === 'string') return esc(node);
  const { style, children, ...attrs } = node.props;
  const extra = Object.entries(attrs)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
  if (node.type === 'img') return `<img${extra} style="${esc(styleToCss({ flexShrink: 0, ...style }))}">`;
  // Satori's defaults, spelled out: every box is a border-box flex container.
  const css = styleToCss({ display: 'flex', boxSizing: 'border-box', ...style });
  const inner = typeof children === 'string' ? esc(children) : (children ?? []).map(treeToHtml).join('');
  return `<${node.type}${extra} style="${esc(css)}">${inner}</${node.type}>`;
}
