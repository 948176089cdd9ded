// The options page's script as the build ships it (scripts/bundle-pages.mjs): mounts the same
// component Plasmo mounts in development, into Plasmo's page.
import { render } from 'preact';
import Options from './index.js';

render(<Options />, document.getElementById('__plasmo')!);
