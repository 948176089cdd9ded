// A room's fields (room-store.ts) read back as data, and the status every device shows: who is
// connected, locked in, revealed and verified. Pure apart from the store it is given.
import type { PublicView, RoomState, SeatPart, SeatRecord, SeatStatus } from '../protocol/messages.js';

export interface Commit {
  readonly round: number;
  readonly digest: string;
  readonly at: number;
}

export interface RoomData {
  readonly exists: boolean;
  readonly gmKeyHash?: string;
  readonly seats: readonly SeatRecord[];
  readonly view?: PublicView;
  readonly parts: Readonly<Record<string, SeatPart>>;
  readonly commits: Readonly<Record<string, Commit>>;
  readonly revealed: Readonly<Record<string, { readonly round: number; readonly verified: boolean }>>;
  readonly revealOpen?: number;
  readonly gmCommit?: { readonly round: number; readonly digest: string };
  readonly closed?: {
    readonly round: number;
    readonly notRevealed: readonly string[];
    readonly refused: readonly string[];
  };
  readonly timer?: RoomState['timer'];
}

const parse = <T>(s: string | undefined): T | undefined => (s === undefined ? undefined : (JSON.parse(s) as T));

/** Fields are written only by the relay, after validation: they parse back as what was written. */
export function roomData(fields: Readonly<Record<string, string>>): RoomData {
  const parts: Record<string, SeatPart> = {};
  const commits: Record<string, Commit> = {};
  const revealed: Record<string, { round: number; verified: boolean }> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k.startsWith('part:')) parts[k.slice(5)] = JSON.parse(v) as SeatPart;
    else if (k.startsWith('commit:')) commits[k.slice(7)] = JSON.parse(v) as Commit;
    else if (k.startsWith('revealed:')) revealed[k.slice(9)] = JSON.parse(v) as { round: number; verified: boolean };
  }
  const reveal = parse<{ round: number }>(fields.reveal);
  const gmCommit = parse<{ round: number; digest: string }>(fields.gmcommit);
  const closed = parse<RoomData['closed']>(fields.closed);
  const view = parse<PublicView>(fields.view);
  const timer = parse<RoomState['timer']>(fields.timer);
  return {
    exists: fields.gm !== undefined,
    ...(fields.gm !== undefined ? { gmKeyHash: fields.gm } : {}),
    seats: parse<SeatRecord[]>(fields.seats) ?? [],
    ...(view ? { view } : {}),
    parts,
    commits,
    revealed,
    ...(reveal ? { revealOpen: reveal.round } : {}),
    ...(gmCommit ? { gmCommit } : {}),
    ...(closed ? { closed } : {}),
    ...(timer ? { timer } : {}),
  };
}

/** The room as every device shows it; `present` holds the seats with a device connected now. */
export function roomState(
  room: string,
  d: RoomData,
  present: ReadonlySet<string>,
  gmConnected: boolean,
  withView: boolean,
): RoomState {
  const round = d.view?.round;
  const seats: SeatStatus[] = d.seats.map((s) => {
    const c = d.commits[s.id];
    const r = d.revealed[s.id];
    const locked = c !== undefined && c.round === round;
    const closed = d.closed && d.closed.round === round ? d.closed : undefined;
    return {
      id: s.id,
      name: s.name,
      combatants: s.combatants,
      connected: present.has(s.id),
      locked,
      ...(locked ? { digest: c.digest } : {}),
      revealed: r !== undefined && r.round === round && r.verified,
      ...(r !== undefined && r.round === round ? { verified: r.verified } : {}),
      ...(closed?.notRevealed.includes(s.id) ? { notRevealed: true } : {}),
      ...(s.gm ? { gm: true } : {}),
    };
  });
  return {
    room,
    seats,
    gmConnected,
    ...(withView && d.view ? { view: d.view } : {}),
    ...(d.revealOpen !== undefined ? { revealOpen: d.revealOpen } : {}),
    ...(d.gmCommit ? { gmCommit: d.gmCommit } : {}),
    ...(d.timer ? { timer: d.timer } : {}),
  };
}
