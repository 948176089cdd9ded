// The player page's entry: the room from the address (`/t/<room>`), a seat link's token from its
// fragment (kept in the device's storage, then taken out of the address bar), the socket to the
// relay that served the page, and the bundled catalog for the card faces.
import { render } from 'preact';
import { io } from 'socket.io-client';
import { bundledCatalog } from '../extension/lib/bundled-catalog.js';
import { makeCatalog } from '../extension/lib/catalog.js';
import { ROOM_CODE } from '../relay/protocol/constants.js';
import { App } from './app.js';
import { createSeatClient, type SeatStorage } from '../relay/client/seat-client.js';
import './player.css';

function storage(): SeatStorage {
  try {
    const ls = window.localStorage;
    ls.setItem('fray:probe', '1');
    ls.removeItem('fray:probe');
    return { get: (k) => ls.getItem(k), set: (k, v) => ls.setItem(k, v), remove: (k) => ls.removeItem(k) };
  } catch {
    // Private modes without storage: the page still plays, a reload forgets the pick.
    const m = new Map<string, string>();
    return { get: (k) => m.get(k) ?? null, set: (k, v) => void m.set(k, v), remove: (k) => void m.delete(k) };
  }
}

function RoomEntry() {
  return (
    <main>
      <h1>Join the table</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const code = String(new FormData(e.currentTarget).get('room') ?? '')
            .trim()
            .toUpperCase();
          if (ROOM_CODE.test(code)) location.assign(`/t/${code}`);
        }}
      >
        <label class="field" for="room">
          <span>Room code</span>
          <input id="room" name="room" autoComplete="off" autoCapitalize="characters" maxLength={6} required />
        </label>
        <button class="primary" type="submit">
          Join
        </button>
      </form>
    </main>
  );
}

const root = document.getElementById('app') as HTMLElement;
const m = /^\/t\/([A-Za-z0-9]{6})\/?$/.exec(location.pathname);
const room = m?.[1]?.toUpperCase();
if (!room || !ROOM_CODE.test(room)) render(<RoomEntry />, root);
else {
  const hash = new URLSearchParams(location.hash.slice(1));
  const token = hash.get('token') ?? undefined;
  if (token) history.replaceState(null, '', location.pathname);
  const client = createSeatClient({
    url: location.origin,
    room,
    ...(token && /^[0-9a-f]{32}$/.test(token) ? { token } : {}),
    connect: (url, opts) => io(url, opts),
    storage: storage(),
  });
  client.start();
  render(<App client={client} catalog={makeCatalog(bundledCatalog, null)} />, root);
}
