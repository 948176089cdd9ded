// The overlay steps aside while the page shows a modal dialog (Owlbear Rodeo's "Select Map",
// Roll20's and Foundry's dialogs): it must never sit over one, take its clicks or pull the focus
// out of it (then the page's Esc no longer closes it). A modal is an open <dialog>, an element
// with role=dialog and aria-modal=true, or a fixed layer above the page's content that covers the
// viewport (the portal-and-backdrop modals of React UI kits, which often carry no ARIA at all).

/** A layer counts as modal from this z-index up (UI kits put modals at 1000–1500; maps and canvases sit lower). */
export const MODAL_MIN_Z = 100;
/** ...and when it covers this share of the viewport's width and height. */
export const MODAL_MIN_COVER = 0.9;

export interface LayerFacts {
  readonly position: string;
  readonly zIndex: number | null;
  readonly width: number;
  readonly height: number;
  readonly visible: boolean;
  /** A canvas or a layer the pointer passes through is a map or a decoration, not a dialog. */
  readonly canvas: boolean;
  readonly pointerEvents: string;
}

/** Whether one element's computed facts make it a full-screen modal layer in this viewport. */
export function isModalLayer(f: LayerFacts, vp: { width: number; height: number }): boolean {
  if (!f.visible || f.canvas || f.pointerEvents === 'none') return false;
  if (f.position !== 'fixed' && f.position !== 'absolute') return false;
  if (f.zIndex === null || f.zIndex < MODAL_MIN_Z) return false;
  return f.width >= vp.width * MODAL_MIN_COVER && f.height >= vp.height * MODAL_MIN_COVER;
}

function facts(el: Element): LayerFacts {
  const cs = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  const z = Number.parseInt(cs.zIndex, 10);
  return {
    position: cs.position,
    zIndex: Number.isFinite(z) ? z : null,
    width: r.width,
    height: r.height,
    visible:
      cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0 && r.width > 0 && r.height > 0,
    canvas: el.tagName === 'CANVAS',
    pointerEvents: cs.pointerEvents,
  };
}

function shown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Whether the page shows a modal dialog now. `self` (the overlay's host) never counts. */
export function pageHasModal(doc: Document, self: Element): boolean {
  for (const d of doc.querySelectorAll(
    'dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  )) {
    if (d !== self && shown(d)) return true;
  }
  const vp = { width: doc.documentElement.clientWidth || innerWidth, height: innerHeight };
  // Portals are mounted at the top of the document: the children of <body> and of <html>, and theirs.
  const roots = [doc.documentElement, doc.body].filter((x): x is HTMLElement => !!x);
  for (const root of roots) {
    for (const el of root.children) {
      if (el === self || el === doc.body || el === doc.head) continue;
      if (isModalLayer(facts(el), vp)) return true;
      for (const inner of el.children) if (isModalLayer(facts(inner), vp)) return true;
    }
  }
  return false;
}

/**
 * Calls `onChange(true)` when a modal opens and `onChange(false)` when the last one closes,
 * checking at most once a frame after the page's DOM changes.
 */
export function watchModals(doc: Document, self: Element, onChange: (open: boolean) => void): () => void {
  let open = false;
  let queued = false;
  const check = () => {
    queued = false;
    const now = pageHasModal(doc, self);
    if (now !== open) {
      open = now;
      onChange(now);
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  };
  const mo = new MutationObserver(queue);
  mo.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'aria-modal', 'role', 'style', 'class', 'hidden'],
  });
  // A dialog can open with no DOM change we watch (a stylesheet toggled by a class elsewhere).
  doc.addEventListener('transitionend', queue, true);
  addEventListener('resize', queue);
  queue();
  return () => mo.disconnect();
}
