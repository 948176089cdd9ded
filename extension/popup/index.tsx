// The popup entry: the quick way in (open the side panel, show the overlay, start the timer).
import { AppShell } from './shell.js';

export default function Popup() {
  return <AppShell />;
}
