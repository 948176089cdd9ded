// "Always show on this site": asks for host access to the active tab's origin only
// (optional_host_permissions + permissions.request, which needs this user gesture in an
// extension page), then the worker registers the overlay there. The origin is written to the
// settings before the prompt, because Chrome may close the popup while the prompt is up; the
// worker only registers origins whose permission is actually granted.
import { useEffect, useState } from 'react';
import { askBackground } from '../background/messages.js';
import { getStore } from '../lib/fray.js';
import { originOf, originPattern } from '../lib/settings.js';
import type { FrayState } from './use-fray.js';

export function SiteToggle({ fray }: { fray: FrayState }) {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    void chrome.tabs
      .query({ active: true, currentWindow: true })
      .then(([tab]) => setOrigin(tab?.url ? originOf(tab.url) : null));
    void askBackground({ type: 'fray/sync-auto-inject' });
  }, []);
  if (!origin) return null;
  const on = fray.settings.autoInjectOrigins.includes(origin);
  const store = getStore();
  const setListed = (listed: boolean) =>
    store.update('settings', (s) => {
      const has = s.autoInjectOrigins.includes(origin);
      if (has === listed) return s;
      return {
        ...s,
        autoInjectOrigins: listed ? [...s.autoInjectOrigins, origin] : s.autoInjectOrigins.filter((o) => o !== origin),
      };
    });
  const toggle = (want: boolean) =>
    fray.run(async () => {
      if (want) {
        await setListed(true);
        const granted = await chrome.permissions.request({ origins: [originPattern(origin)] });
        if (!granted) await setListed(false);
      } else {
        await setListed(false);
        await chrome.permissions.remove({ origins: [originPattern(origin)] });
      }
      await askBackground({ type: 'fray/sync-auto-inject' });
    });
  return (
    <label className="site-toggle" title={origin}>
      <input type="checkbox" data-testid="always-show" checked={on} onChange={(e) => toggle(e.target.checked)} /> Always
      show on this site
    </label>
  );
}
