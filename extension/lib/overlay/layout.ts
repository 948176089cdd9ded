// Where the panel sits on each site: position, size and collapsed flag, kept per origin in
// the store's `fray:overlay` map (extension/lib/store.ts).

export interface PanelLayout {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly collapsed: boolean;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const MIN_WIDTH = 220;
/** The width of the party column some VTTs keep down the left. */
export const PARTY_COLUMN = 256;
export const MIN_HEIGHT = 140;
/** How much of the title bar's left end (the grab area, left of its buttons) stays on screen. */
export const GRIP = 48;
const TITLE_HEIGHT = 32;

/**
 * Where the panel first appears: on the left, below a top toolbar (Roll20's and Foundry's top
 * bars, a busy page's header: ~44 px) and right of a left tool column (~50 px), where VTTs keep
 * the least. The top right, where it used to start, is where they put their tools and the chat's
 * tabs. Tall enough for the combatants' bars and a step without scrolling in a 800 px window.
 */
export function defaultLayout(vp: Viewport): PanelLayout {
  const width = Math.min(320, Math.max(MIN_WIDTH, vp.width));
  // Clear of a 256 px party column (Owlbear Rodeo's players down the left) when the window is wide
  // enough to keep the map visible beside the panel; else right of a ~50 px tool column. In a
  // window too narrow for the margin, the panel still fits whole.
  const left = vp.width >= PARTY_COLUMN + width + 400 ? PARTY_COLUMN + 16 : 72;
  const x = Math.min(left, Math.max(0, vp.width - width));
  const y = 96;
  const height = Math.min(640, Math.max(MIN_HEIGHT, vp.height - y - 24));
  return clampLayout({ x, y, width, height, collapsed: false }, vp);
}

/** Keeps the panel usable in this viewport: sane size, title bar reachable. */
export function clampLayout(l: PanelLayout, vp: Viewport): PanelLayout {
  const width = clamp(Math.round(l.width), MIN_WIDTH, Math.max(MIN_WIDTH, vp.width));
  const height = clamp(Math.round(l.height), MIN_HEIGHT, Math.max(MIN_HEIGHT, vp.height));
  // Off the right edge only: the bar's left end is where it is grabbed, its buttons sit right.
  const x = clamp(Math.round(l.x), 0, Math.max(0, vp.width - GRIP));
  const y = clamp(Math.round(l.y), 0, Math.max(0, vp.height - TITLE_HEIGHT));
  return { x, y, width, height, collapsed: l.collapsed };
}

/** A stored value is only trusted when every field has the right type. */
export function parseLayout(value: unknown): PanelLayout | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  // The store's OverlayPosition has optional size and collapsed; fill them in.
  if (typeof v.x !== 'number' || typeof v.y !== 'number') return null;
  const filled = { width: 320, height: 460, ...v } as Record<string, unknown>;
  return parseFilled(filled);
}

function parseFilled(v: Record<string, unknown>): PanelLayout | null {
  const nums = ['x', 'y', 'width', 'height'] as const;
  if (!nums.every((k) => typeof v[k] === 'number' && Number.isFinite(v[k]))) return null;
  return {
    x: v.x as number,
    y: v.y as number,
    width: v.width as number,
    height: v.height as number,
    collapsed: v.collapsed === true,
  };
}

export function moveBy(l: PanelLayout, dx: number, dy: number, vp: Viewport): PanelLayout {
  return clampLayout({ ...l, x: l.x + dx, y: l.y + dy }, vp);
}

export function resizeBy(l: PanelLayout, dw: number, dh: number, vp: Viewport): PanelLayout {
  return clampLayout({ ...l, width: l.width + dw, height: l.height + dh }, vp);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
