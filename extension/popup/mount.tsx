// The popup's (and the side panel's) script as the build ships it (scripts/bundle-pages.mjs):
// mounts the same component Plasmo mounts in development, into Plasmo's page.
import { render } from 'preact';
import Popup from './index.js';

render(<Popup />, document.getElementById('__plasmo')!);
