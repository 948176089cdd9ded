// The player page: a phone at the table. It shows what the seat client holds (lib/seat-client.ts):
// the seats, the public view (round, phase, order, tracks, statuses), the Decision Timer, this
// seat's moves as forms (face-down picks placed and changeable until the reveal), what the table
// asks it, and every reveal as this device checked it. Every text is set as text: names and
// notes with markup show as typed.
import { useEffect, useState } from 'preact/hooks';
import type { Move } from '../engine/core/moves.js';
import type { CombatantView, SystemView } from '../engine/core/types.js';
import type { Catalog } from '../extension/lib/catalog.js';
import type { SeatClient, SeatSnapshot } from '../relay/client/seat-client.js';
import { MoveForm } from './move-form.js';

export function App({ client, catalog }: { client: SeatClient; catalog: Catalog }) {
  const [s, setS] = useState<SeatSnapshot>(client.snapshot);
  useEffect(() => client.subscribe(setS), [client]);
  const view = s.view?.view as SystemView | undefined;
  const me = s.room?.seats.find((x) => x.id === s.seat);
  return (
    <main>
      <header class="top">
        <div>
          <span class="room">Room {s.room?.room ?? '…'}</span>
          {me && <h1 data-testid="seat-name">{me.name}</h1>}
        </div>
        <span class={`conn ${s.connected ? 'on' : 'off'}`} role="status" data-testid="connection">
          {s.connected ? 'connected' : 'reconnecting…'}
        </span>
      </header>
      <Timer client={client} />
      {s.error && !s.connected && (
        <p class="error" role="alert">
          {s.error.message}
        </p>
      )}
      {!s.seat ? <TakeSeat client={client} s={s} /> : <Seat client={client} s={s} view={view} catalog={catalog} />}
      {view && <Fight view={view} mine={me?.combatants ?? []} />}
      {s.room && <Seats s={s} />}
    </main>
  );
}

/** The GM's Decision Timer, from the relay's deadline and this device's clock offset. */
function Timer({ client }: { client: SeatClient }) {
  const [left, setLeft] = useState(client.timerLeft());
  useEffect(() => {
    // Ten times a second: the shown second changes within 100 ms of every other device's.
    const t = setInterval(() => setLeft(client.timerLeft()), 100);
    return () => clearInterval(t);
  }, [client]);
  if (left === null) return null;
  const secs = Math.ceil(left / 1000);
  return (
    <div class={`timer${secs <= 5 ? ' low' : ''}`} data-testid="timer" data-left-ms={Math.round(left)} aria-live="off">
      <span aria-hidden="true">{secs}</span>
      <span class="sr">{secs} seconds left</span>
    </div>
  );
}

function TakeSeat({ client, s }: { client: SeatClient; s: SeatSnapshot }) {
  const [name, setName] = useState('');
  if (s.waiting) return <p role="status">Waiting for the GM to let you in…</p>;
  return (
    <section aria-labelledby="take">
      <h2 id="take">Take your seat</h2>
      {s.deniedMessage && <p role="alert">{s.deniedMessage}</p>}
      <label class="field" for="who">
        <span>Your name</span>
        <input id="who" type="text" maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <ul class="seat-list">
        {s.room?.seats.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              disabled={!name.trim() || x.gm}
              onClick={() => void client.requestSeat(x.id, name.trim())}
            >
              {x.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Seat({
  client,
  s,
  view,
  catalog,
}: {
  client: SeatClient;
  s: SeatSnapshot;
  view?: SystemView;
  catalog: Catalog;
}) {
  const part = s.part;
  const me = s.room?.seats.find((x) => x.id === s.seat);
  const [said, setSaid] = useState<string>('');
  const usedOf = (actor?: string): readonly string[] => {
    const c = view?.combatants.find((x) => x.id === actor) as (CombatantView & { usedOnce?: string[] }) | undefined;
    return c?.usedOnce ?? [];
  };
  const submit = async (m: Move, picks: Record<string, unknown>) => {
    const secret = part?.secret.includes(m.id);
    const r = secret ? await client.placeFaceDown(m, picks) : await client.move(m, picks);
    setSaid(
      r.ok ? (secret ? 'Placed face down. You can change it until the reveal.' : 'Sent to the GM.') : r.error.message,
    );
  };
  const last = Object.values(s.results).at(-1);
  return (
    <section aria-labelledby="yours">
      <h2 id="yours">Your moves</h2>
      {me?.gm && <p role="status">The GM is playing this seat now.</p>}
      {s.sealed && s.view && s.sealed.round === s.view.round && (
        <p class="locked" role="status" data-testid="locked">
          Locked in face down: {pickText(s.sealed.pick, catalog)}
        </p>
      )}
      {(part?.asks ?? []).map((m) => (
        <MoveForm
          key={m.id}
          move={m as Move}
          secret={false}
          catalog={catalog}
          used={[]}
          typedDice={s.view?.dice === 'typed'}
          onSubmit={(mv, p) => void submit(mv, p)}
        />
      ))}
      {(part?.moves ?? []).map((m) => (
        <MoveForm
          key={`${m.id}-${s.view?.round}`}
          move={m as Move}
          secret={part?.secret.includes(m.id) ?? false}
          locked={!!s.sealed}
          catalog={catalog}
          used={usedOf(m.actor)}
          typedDice={s.view?.dice === 'typed'}
          onSubmit={(mv, p) => void submit(mv, p)}
        />
      ))}
      {part && !part.moves.length && !part.asks.length && <p>Nothing for you to do now.</p>}
      <p role="status" aria-live="polite" data-testid="said">
        {part?.moves.length ? said : ''}
        {last ? ` ${last.message}` : ''}
      </p>
      <Reveals s={s} />
    </section>
  );
}

function pickText(pick: unknown, catalog: Catalog): string {
  if (!pick || typeof pick !== 'object') return '';
  const o = pick as Record<string, unknown>;
  const name = (id: unknown) => (typeof id === 'string' ? (catalog.cards.get(id)?.name ?? id) : '');
  return [o.action, o.stance].filter(Boolean).map(name).join(' + ') || String(o.type ?? '');
}

function Reveals({ s }: { s: SeatSnapshot }) {
  if (!s.reveals.length && !s.mismatches.length) return null;
  const name = (id: string) => (id === 'gm' ? "the GM's plans" : (s.room?.seats.find((x) => x.id === id)?.name ?? id));
  return (
    <div class="reveals" data-testid="reveals" aria-live="polite">
      <h3>Reveal</h3>
      <ul>
        {s.reveals.map((r) => (
          <li key={r.seat} data-testid={`reveal-${r.seat}`} class={r.checked ? 'ok' : 'bad'}>
            {name(r.seat)}: {r.checked ? 'verified' : 'does not match its commitment'}
          </li>
        ))}
        {s.mismatches.map((m) => (
          <li key={`x-${m.seat}`} class="bad" role="alert">
            {name(m.seat)}: the reveal did not match what was placed face down — refused
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fight({ view, mine }: { view: SystemView; mine: readonly string[] }) {
  return (
    <section aria-labelledby="fight">
      <h2 id="fight">
        Round {view.round} · {view.phase}
      </h2>
      {view.order.length > 0 && (
        <ol class="order" aria-label="order">
          {view.order.map((o, i) => (
            <li key={`${o.combatant}-${i}`} class={o.done ? 'done' : ''}>
              {view.combatants.find((c) => c.id === o.combatant)?.name ?? o.combatant}: {o.label}
              {o.init !== undefined ? ` (${o.init})` : ''}
            </li>
          ))}
        </ol>
      )}
      <ul class="fighters">
        {view.combatants.map((c) => (
          <li
            key={c.id}
            class={`${mine.includes(c.id) ? 'mine' : ''}${view.actingNow.includes(c.id) ? ' acting' : ''}`}
            data-testid={`fighter-${c.id}`}
          >
            <strong>{c.name}</strong> <span class="side">{c.side}</span>
            {c.tracks.map((t) => (
              <span key={t.name} class="track">
                {t.name} {t.current}/{t.max}
              </span>
            ))}
            {c.status.length > 0 && <span class="status">{c.status.join(', ')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Seats({ s }: { s: SeatSnapshot }) {
  return (
    <section aria-labelledby="table">
      <h2 id="table">At the table</h2>
      <ul class="seats">
        {s.room?.seats.map((x) => (
          <li key={x.id} data-testid={`seat-${x.id}`}>
            {x.name}: {x.gm ? 'played by the GM' : x.connected ? 'here' : 'away'}
            {x.locked ? ' · locked' : ''}
            {x.revealed ? ' · revealed' : ''}
            {x.notRevealed ? ' · not revealed' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
