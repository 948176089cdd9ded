// "Always show on this site": for each origin the GM allowed (its host permission granted
// through optional_host_permissions AND listed in settings.autoInjectOrigins), the overlay is
// registered as a dynamic content script, so Chrome re-injects it on every navigation with no
// `tabs` or `webNavigation` permission. Revoking either side unregisters it. It runs at
// document_start: the panel is back as soon as the page has a document, not after the VTT's own
// scripts and assets have loaded (seconds on Owlbear Rodeo).
import { originPattern } from '../lib/settings.js';
import { OVERLAY_FILE } from './inject.js';

export const AUTO_SCRIPT_ID = 'fray-overlay-auto';

/** The match patterns to register: allowed origins whose permission is actually granted. */
export function autoInjectPatterns(origins: readonly string[], granted: readonly string[]): string[] {
  const out = new Set<string>();
  for (const o of origins) {
    const p = originPattern(o);
    const m = /^(https?):\/\/([^/*:]+)(?::(\d+))?\/\*$/.exec(p);
    if (m && granted.some((g) => covers(g, m[1]!, m[2]!, m[3]))) out.add(p);
  }
  return [...out].sort();
}

/** A granted pattern `scheme://host[:port]/*` covers an origin; a pattern without a port covers any port. */
function covers(pattern: string, scheme: string, host: string, port: string | undefined): boolean {
  const g = /^(https?):\/\/([^/*:]+)(?::(\d+|\*))?\/\*$/.exec(pattern);
  if (!g || g[1] !== scheme || g[2] !== host) return false;
  return g[3] === undefined || g[3] === '*' || g[3] === port;
}

export async function syncAutoInject(origins: readonly string[]): Promise<string[]> {
  const granted = (await chrome.permissions.getAll()).origins ?? [];
  const matches = autoInjectPatterns(origins, granted);
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [AUTO_SCRIPT_ID] });
  if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [AUTO_SCRIPT_ID] });
  if (matches.length) {
    await chrome.scripting.registerContentScripts([
      {
        id: AUTO_SCRIPT_ID,
        js: [OVERLAY_FILE],
        matches,
        runAt: 'document_start',
        allFrames: false,
        persistAcrossSessions: true,
      },
    ]);
  }
  return matches;
}
