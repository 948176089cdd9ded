import { describe, expect, it } from 'vitest';
import { GRIP, MIN_HEIGHT, MIN_WIDTH, clampLayout, defaultLayout, moveBy, parseLayout, resizeBy } from './layout.js';

const vp = { width: 1280, height: 800 };

describe('overlay layout', () => {
  it('starts on the left, below a top toolbar and clear of a left tool column, inside the viewport', () => {
    const l = defaultLayout(vp);
    expect(l.x + l.width).toBeLessThanOrEqual(vp.width);
    expect(l.x).toBeGreaterThanOrEqual(256 + 8); // clear of a 256 px party column in a wide window
    expect(l.y).toBeGreaterThanOrEqual(44 + 16);
    expect(l.y + l.height).toBeLessThanOrEqual(vp.height);
    expect(l.height).toBeGreaterThanOrEqual(600);
    expect(l.collapsed).toBe(false);
    // A small window still gets a usable panel inside it, whole.
    const small = defaultLayout({ width: 800, height: 500 });
    expect(small.y + small.height).toBeLessThanOrEqual(500);
    for (const w of [320, 360]) {
      const narrow = defaultLayout({ width: w, height: 700 });
      expect(narrow.x).toBeGreaterThanOrEqual(0);
      expect(narrow.x + narrow.width).toBeLessThanOrEqual(w);
    }
  });

  it('keeps the title bar reachable when dragged off screen', () => {
    const l = defaultLayout(vp);
    const far = moveBy(l, 5000, 5000, vp);
    expect(far.x).toBe(vp.width - GRIP);
    expect(far.y).toBeLessThan(vp.height);
    const left = moveBy(l, -5000, -5000, vp);
    expect(left.x).toBe(0);
    expect(left.y).toBe(0);
  });

  it('enforces a minimum size and the viewport as maximum', () => {
    const l = defaultLayout(vp);
    expect(resizeBy(l, -1000, -1000, vp)).toMatchObject({ width: MIN_WIDTH, height: MIN_HEIGHT });
    expect(resizeBy(l, 9000, 9000, vp)).toMatchObject({ width: vp.width, height: vp.height });
    expect(
      clampLayout({ x: 10, y: 10, width: 400, height: 300, collapsed: true }, { width: 100, height: 100 }).width,
    ).toBe(MIN_WIDTH);
  });

  it('only trusts well-typed stored values', () => {
    expect(parseLayout({ x: 1, y: 2, width: 300, height: 200, collapsed: true })).toEqual({
      x: 1,
      y: 2,
      width: 300,
      height: 200,
      collapsed: true,
    });
    expect(parseLayout({ x: '1', y: 2, width: 300, height: 200, collapsed: true })).toBeNull();
    expect(parseLayout({ x: Infinity, y: 2, width: 300, height: 200, collapsed: false })).toBeNull();
    expect(parseLayout({ x: 5, y: 6 })).toEqual({ x: 5, y: 6, width: 320, height: 460, collapsed: false });
    expect(parseLayout(null)).toBeNull();
  });
});
