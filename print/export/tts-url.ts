// `--tts-url BASE`: the web address the sheets are uploaded under. Tabletop Simulator loads every
// FaceURL/BackURL it is given, so only a plain http(s) base address is taken: no `javascript:` or
// other scheme (ftp:// included: TTS's loader and the usual hosts serve sheets over http(s)), no
// space or control character, no query or fragment (a sheet's path after `?` or `#` would not name
// the file). The sheet paths are joined with the URL API, onto the base's path.
import { UserError } from '../../infra/user-error.js';

const EXAMPLE = 'e.g. --tts-url https://example.org/my-decks';

/** The base address, checked; throws a UserError naming what is wrong. */
export function parseTtsBase(raw: string): URL {
  const bad = /[\s\u0000-\u001f\u007f-\u009f]/.exec(raw);
  if (bad)
    throw new UserError(
      `--tts-url must not contain ${bad[0] === ' ' ? 'a space' : `the character U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`} (at character ${bad.index + 1})`,
      `write spaces as %20; ${EXAMPLE}`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError(`--tts-url is not a web address: '${raw}'`, EXAMPLE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UserError(
      `--tts-url must be an http:// or https:// address, not ${url.protocol}`,
      `Tabletop Simulator loads the sheets from a web server; ${EXAMPLE}`,
    );
  if (!url.hostname) throw new UserError(`--tts-url has no host: '${raw}'`, EXAMPLE);
  if (url.username || url.password)
    throw new UserError('--tts-url must not carry a user name or password', `the saved objects are shared; ${EXAMPLE}`);
  if (url.search || raw.includes('?'))
    throw new UserError(
      `--tts-url must not have a query ('${url.search || '?'}')`,
      `the sheet's path is appended to the base address; pass the folder's address only, ${EXAMPLE}`,
    );
  if (url.hash || raw.includes('#'))
    throw new UserError(
      `--tts-url must not have a fragment ('${url.hash || '#'}')`,
      `the sheet's path is appended to the base address; pass the folder's address only, ${EXAMPLE}`,
    );
  return url;
}

/** `<base>/<file>`: each segment of the export-relative file escaped, appended to the base's path. */
export function ttsFileUrl(base: URL | string, file: string): string {
  const url = new URL(typeof base === 'string' ? base : base.href);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = `${path}/${file.split('/').map(encodeURIComponent).join('/')}`;
  return url.href;
}
