// The player page, served by the relay from its built files (read once at start, kept in
// memory): `/` and `/t/<room>` are the page, its scripts and styles under their own names. The
// page's policy allows only its own scripts and sockets to this relay, so a name with markup in it
// could not run even if it reached the page as HTML (it never does: the page sets text).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export interface SiteFile {
  readonly type: string;
  readonly body: Uint8Array;
  readonly headers?: Record<string, string>;
}

export interface StaticSite {
  get(path: string): SiteFile | undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self' data:; connect-src 'self' ws: wss:; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The files of a built player page folder; `index.html` is the page for every room path. */
export function siteFromDir(dir: string): StaticSite {
  const files = new Map<string, SiteFile>();
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const type = TYPES[extname(n)];
        if (!type) continue;
        files.set(`/${relative(dir, p).split('\\').join('/')}`, {
          type,
          body: readFileSync(p),
          headers: type.startsWith('text/html') ? { 'content-security-policy': PAGE_POLICY } : {},
        });
      }
    }
  };
  walk(dir);
  return siteOf(files);
}

export function siteOf(files: ReadonlyMap<string, SiteFile>): StaticSite {
  return {
    get(path) {
      if (path === '/' || /^\/t\/[A-Za-z0-9]{1,12}\/?$/.test(path)) return files.get('/index.html');
      return files.get(path);
    },
  };
}
