// The popup entry: a small shell that loads the resolver app (popup/app.tsx). The side panel's
// entry loads the same module, so the app ships once in the zip instead of once per entry.
import { lazy, Suspense } from 'react';

const App = lazy(() => import('./app.js'));

export default function Popup() {
  return (
    <Suspense fallback={<div className="loading">Loading…</div>}>
      <App place="popup" />
    </Suspense>
  );
}
