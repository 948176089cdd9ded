// The popup and the side panel are this shell over one lazily loaded app (popup/app.tsx), so the
// app ships once in the zip instead of once per entry.
import { lazy, Suspense } from 'react';

const App = lazy(() => import('./app.js'));

/**
 * `place` defaults to the page it runs in: the build points sidepanel.html at the popup's own
 * script (scripts/build.mjs), so the shell and preact ship once, and the page says which it is.
 */
export function AppShell({ place = placeOfPage() }: { place?: 'popup' | 'panel' }) {
  return (
    <Suspense fallback={<div className="loading">Loading…</div>}>
      <App place={place} />
    </Suspense>
  );
}

function placeOfPage(): 'popup' | 'panel' {
  return /sidepanel\.html$/.test(location.pathname) ? 'panel' : 'popup';
}
