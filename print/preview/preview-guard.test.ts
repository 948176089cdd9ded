// fray preview against hostile requests, without a browser: a raw request line no URL parser
// takes, a foreign Host (DNS rebinding), a foreign Origin on the live-update channel, and any
// request without this run's token.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog } from '../../test/pdf/fixtures/catalog.js';
import { startPreview, type PreviewServer } from './preview-server.js';

let server: PreviewServer;
let port = 0;
let token = '';
const events: string[] = [];
beforeAll(async () => {
  server = await startPreview({
    catalogDir: makeCatalog(),
    port: 0,
    onListen: () => events.push('listen'),
    progress: {
      start: () => events.push('start'),
      tick: () => {},
      status: () => events.push('status'),
      done: () => events.push('done'),
    },
  });
  const u = new URL(server.url);
  port = Number(u.port);
  token = u.searchParams.get('token') ?? '';
}, 120_000);
afterAll(() => server?.close());

/** Sends `head` as it is (no client-side normalising) and returns the status line. */
function raw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => s.write(head));
    let got = '';
    s.on('data', (d) => {
      got += d.toString('latin1');
      if (got.includes('\r\n')) {
        resolve(got.slice(0, got.indexOf('\r\n')));
        s.destroy();
      }
    });
    s.on('error', reject);
  });
}

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      if (res.headers['content-type'] === 'text/event-stream') {
        resolve({ status: res.statusCode ?? 0, body: '' });
        return void res.destroy();
      }
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fray preview against hostile requests', () => {
  it('prints its address with a token before the first render', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
    expect(events[0]).toBe('listen');
    expect(events.indexOf('start')).toBeGreaterThan(0);
    expect(events.at(-1)).toBe('done');
  });

  it('answers a request address no URL parser takes with 400, and keeps serving', async () => {
    for (const path of ['//[', '//[::1', 'http://[']) {
      expect(await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await get(`/state?token=${token}`)).status).toBe(200);
  });

  it('refuses a Host other than the loopback names with the port it listens on', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, '127.0.0.1', `localhost:${port + 1}`]) {
      const r = await get(`/state?token=${token}`, { host });
      expect(r.status, host).toBe(403);
      expect(r.body).not.toContain('decks');
    }
    expect((await get(`/state?token=${token}`, { host: `localhost:${port}` })).status).toBe(200);
  });

  it("refuses another page's Origin, on the live-update channel too", async () => {
    expect((await get(`/events?token=${token}`, { origin: 'http://attacker.example' })).status).toBe(403);
    expect((await get(`/state?token=${token}`, { origin: 'null' })).status).toBe(403);
    expect((await get(`/events?token=${token}`, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it("needs this run's token: from the address, then from the cookie the page gets", async () => {
    for (const path of ['/', '/state', '/events', '/font/0', '/state?token=wrong']) {
      const r = await get(path);
      expect(r.status, path).toBe(403);
      expect(r.body).toMatch(/address `fray preview` printed/);
    }
    const page = await get(`/?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.cookie).toMatch(/^fray-preview-\d+=/);
    const state = await get('/state', { cookie: page.cookie ?? '' });
    expect(state.status).toBe(200);
    expect(JSON.parse(state.body).decks.length).toBe(2);
    expect((await get('/font/0', { cookie: page.cookie ?? '' })).status).toBe(200);
  });
});
