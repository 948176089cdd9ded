// The GM's side panel (Chrome `side_panel`, Firefox `sidebar_action`, both from this one entry
// through Plasmo): the popup's resolver, laid out for a narrow column that stays open while the
// GM clicks on the VTT. It reads and writes the same store as the popup and the overlay.
import Popup from './popup/index.js';

export default function SidePanel() {
  return <Popup place="panel" />;
}
