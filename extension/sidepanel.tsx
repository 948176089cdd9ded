// The GM's side panel (Chrome `side_panel`, Firefox `sidebar_action`, both from this one entry
// through Plasmo): the popup's resolver (popup/app.tsx, shared with the popup entry), laid out for
// a narrow column that stays open while the GM clicks on the VTT. Same store as popup and overlay.
import { lazy, Suspense } from 'react';

const App = lazy(() => import('./popup/app.js'));

export default function SidePanel() {
  return (
    <Suspense fallback={<div className="loading">Loading…</div>}>
      <App place="panel" />
    </Suspense>
  );
}
