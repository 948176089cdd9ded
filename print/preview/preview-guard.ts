// Who may talk to `fray preview`. It listens on 127.0.0.1, but any web page the user opens can
// send requests there, and a DNS-rebinding page can even read the answers. So a request must name
// this server in its Host (127.0.0.1 or localhost, with the port listened on), a cross-origin
// request (its Origin, sent by browsers with EventSource and fetch) is refused, and every request
// carries the run's token: in the printed address (`?token=…`, as Jupyter does) or in the cookie
// the first page load sets, which the page's own requests then send.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type GuardAnswer =
  | { readonly ok: true; readonly setCookie?: string }
  | { readonly ok: false; readonly status: 403; readonly text: string };

export interface PreviewGuard {
  readonly token: string;
  check(req: IncomingMessage, url: URL): GuardAnswer;
}

const NAMES = ['127.0.0.1', 'localhost'];

export function previewGuard(port: number, token = randomBytes(18).toString('base64url')): PreviewGuard {
  const hosts = new Set(NAMES.flatMap((n) => (port === 80 ? [n, `${n}:80`] : [`${n}:${port}`])));
  const origins = new Set(NAMES.map((n) => `http://${n}${port === 80 ? '' : `:${port}`}`));
  const cookie = `fray-preview-${port}`;
  const want = Buffer.from(token);
  const same = (s: string | undefined): boolean => {
    if (s === undefined) return false;
    const got = Buffer.from(s);
    return got.length === want.length && timingSafeEqual(got, want);
  };
  const refuse = (text: string): GuardAnswer => ({ ok: false, status: 403, text });
  return {
    token,
    check(req, url) {
      const host = (req.headers.host ?? '').toLowerCase();
      if (!hosts.has(host))
        return refuse(`fray preview answers at http://127.0.0.1:${port}/ only, not at the host '${host}'`);
      const origin = req.headers.origin;
      if (origin !== undefined && !origins.has(origin.toLowerCase()))
        return refuse(`fray preview does not answer pages from ${origin}`);
      if (same(url.searchParams.get('token') ?? undefined))
        return { ok: true, setCookie: `${cookie}=${token}; Path=/; HttpOnly; SameSite=Strict` };
      if (same(cookieValue(req.headers.cookie, cookie))) return { ok: true };
      return refuse(
        "open the address `fray preview` printed: it carries this run's ?token=…, which keeps other pages out",
      );
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
