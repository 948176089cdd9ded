// Settings that have a rule-table default: the decision timer's length comes from the system's
// `decision_timer.seconds` unless the GM set one in the options page.
import type { Catalog } from './catalog.js';
import type { Settings } from './store.js';

export function timerSeconds(settings: Settings, catalog: Catalog): number {
  const own = settings.timerSeconds;
  return own !== null && Number.isFinite(own) && own > 0 ? own : catalog.tables.decision_timer.seconds;
}

/** `https://app.roll20.net/editor/` → `https://app.roll20.net`; null for pages we never inject into. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The match pattern `permissions.request` and `scripting.registerContentScripts` take for one origin. */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}
