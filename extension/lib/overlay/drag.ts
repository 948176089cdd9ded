// Dragging by the title bar and resizing by the corner grip, with pointer capture so a fast
// drag over the VTT's canvas never reaches the VTT. Only trusted pointer events count.
import { isTrustedInput } from '../page-bridge.js';
import { moveBy, resizeBy, type PanelLayout, type Viewport } from './layout.js';

export interface DragOptions {
  readonly get: () => PanelLayout;
  readonly viewport: () => Viewport;
  /** Live update while dragging. */
  readonly preview: (l: PanelLayout) => void;
  /** The final layout when the pointer is released (saved to the store). */
  readonly commit: (l: PanelLayout) => void;
}

export function enablePointerGesture(el: HTMLElement, mode: 'move' | 'resize', o: DragOptions): void {
  el.addEventListener('pointerdown', (down: PointerEvent) => {
    if (!isTrustedInput(down) || down.button !== 0) return;
    // Buttons in the title bar keep their own clicks.
    if ((down.target as Element | null)?.closest?.('button')) return;
    down.preventDefault();
    down.stopPropagation();
    const start = o.get();
    let current = start;
    el.setPointerCapture(down.pointerId);
    const move = (e: PointerEvent) => {
      if (!isTrustedInput(e)) return;
      const dx = e.clientX - down.clientX;
      const dy = e.clientY - down.clientY;
      current = mode === 'move' ? moveBy(start, dx, dy, o.viewport()) : resizeBy(start, dx, dy, o.viewport());
      o.preview(current);
    };
    const up = (e: PointerEvent) => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
      if (current !== start) o.commit(current);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
  });
}
