// The GM's side panel (Chrome `side_panel`, Firefox `sidebar_action`, both from this one entry
// through Plasmo): the popup's resolver laid out for a narrow column that stays open while the GM
// clicks on the VTT. Same app and same store as the popup and the overlay.
import { AppShell } from './popup/shell.js';

export default function SidePanel() {
  return <AppShell place="panel" />;
}
