// The popup and the side panel are this shell over one lazily loaded app (popup/app.tsx), so the
// app ships once in the zip instead of once per entry.
import { lazy, Suspense } from 'react';

const App = lazy(() => import('./app.js'));

export function AppShell({ place }: { place: 'popup' | 'panel' }) {
  return (
    <Suspense fallback={<div className="loading">Loading…</div>}>
      <App place={place} />
    </Suspense>
  );
}
