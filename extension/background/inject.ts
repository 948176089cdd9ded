// Putting the overlay on a tab. The overlay is a separately bundled script (overlay.js, made
// by lib/overlay/bundle.mjs) injected on demand: nothing runs on a page until the GM asks
// (shortcut, popup button) or allowed the site ("Always show on this site").

export const OVERLAY_FILE = 'overlay.js';

type Mode = 'show' | 'toggle';

/** Runs in the extension's isolated world of the page: reuses a panel already there. */
function overlayCommandInPage(mode: Mode): 'absent' | 'shown' | 'hidden' {
  const o = (globalThis as { __frayOverlay?: { show(): void; toggle(): boolean } }).__frayOverlay;
  if (!o) return 'absent';
  if (mode === 'show') {
    o.show();
    return 'shown';
  }
  return o.toggle() ? 'shown' : 'hidden';
}

export async function injectOverlay(tabId: number, mode: Mode = 'show'): Promise<'injected' | 'shown' | 'hidden'> {
  const [probe] = await chrome.scripting.executeScript({ target: { tabId }, func: overlayCommandInPage, args: [mode] });
  const state = probe?.result as 'absent' | 'shown' | 'hidden' | undefined;
  if (state && state !== 'absent') return state;
  await chrome.scripting.executeScript({ target: { tabId }, files: [OVERLAY_FILE] });
  return 'injected';
}
