// What the paint-server, clip and mask helpers need from the SVG → PDF writer.
import type { GState, Shading } from './drawing.js';
import type { Inherited } from './svg-paint.js';
import type { SvgNode } from './svg-tree.js';

/** One SVG document (the card, or a nested SVG image): its ids are its own. */
export interface Doc {
  readonly ids: Map<string, SvgNode>;
  readonly key: string;
}

export interface Canvas {
  children(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string;
  /** Operators inside BT … ET for one <text>. */
  glyphRun(node: SvgNode, inh: Inherited): string;
  alphaOps(fill: number | undefined, stroke: number | undefined): string;
  /** Resource names. */
  gstate(g: GState): string;
  addForm(ops: string): string;
  addShading(s: Shading): string;
  /** Soft-mask graphics states already made, by document + mask id. */
  readonly maskNames: Map<string, string>;
}
