// Encounter setup: characters from the catalog, a campaign's built characters, copies of a
// monster, a quick-add creature, and saving/loading named encounters.
import { useEffect, useState } from 'react';
import type { Side } from '../../engine/systems/witchhammer/types.js';
import { characterCards, defaultDeck, type Catalog } from '../lib/catalog.js';
import type { SavedEncounter } from '../lib/encounter.js';
import { CampaignImport } from './campaign-import.js';
import { resolver, type FrayState } from './use-fray.js';

const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

export function SetupPanel({ fray, catalog }: { fray: FrayState; catalog: Catalog }) {
  const chars = characterCards(catalog);
  const players = chars.filter((c) => c.side === 'player');
  const monsters = chars.filter((c) => c.side === 'monster');
  const [pick, setPick] = useState(players[0]?.id ?? '');
  const [monster, setMonster] = useState(monsters[0]?.id ?? '');
  const [copies, setCopies] = useState('2');
  const [q, setQ] = useState({
    name: '',
    side: 'gm' as Side,
    poise: '',
    health: '',
    init: '',
    attack: '',
    defense: '',
  });
  // The quick-added creature's hand: Focus and its side's cards unless the GM edits the list.
  const [deck, setDeck] = useState<string[] | null>(null);
  const hand = deck ?? defaultDeck(catalog, q.side);
  const allActions = [...catalog.cards.values()].filter((c) => c.type === 'action');
  const [saved, setSaved] = useState<SavedEncounter[]>([]);
  const [name, setName] = useState(fray.encounter?.name ?? '');
  const [load, setLoad] = useState('');
  // Open while the encounter is being built; the GM folds it away (it stays as they left it).
  const [open, setOpen] = useState(!fray.encounter?.session?.log.length);
  const refreshSaved = () =>
    void resolver()
      .listSaved()
      .then((s) => {
        setSaved(s);
        setLoad((l) => l || s[0]?.name || '');
      });
  useEffect(refreshSaved, []);

  const quick = () =>
    fray.run(() =>
      resolver().quickAdd({
        name: q.name,
        side: q.side,
        poise: num(q.poise) ?? NaN,
        health: num(q.health) ?? NaN,
        init: num(q.init),
        attack: num(q.attack),
        defense: num(q.defense),
        actions: hand,
      }),
    );

  return (
    <details
      className="panel"
      open={open}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
      data-testid="setup-panel"
    >
      <summary data-testid="setup-toggle">
        Encounter setup{fray.encounter?.name ? `: ${fray.encounter.name}` : ''}
      </summary>
      <div className="row">
        <select data-testid="add-character-select" value={pick} onChange={(e) => setPick(e.target.value)}>
          {chars.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.side})
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="add-character"
          disabled={!pick}
          onClick={() => fray.run(() => resolver().addCharacter(pick))}
        >
          Add
        </button>
      </div>
      <CampaignImport fray={fray} />
      <div className="row">
        <select data-testid="copies-select" value={monster} onChange={(e) => setMonster(e.target.value)}>
          {monsters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <input
          data-testid="copies-count"
          type="number"
          min={1}
          max={50}
          value={copies}
          onChange={(e) => setCopies(e.target.value)}
          className="num"
        />
        <button
          type="button"
          data-testid="add-copies"
          disabled={!monster}
          onClick={() => fray.run(() => resolver().addCopies(monster, Number(copies)))}
        >
          Add copies
        </button>
      </div>
      <fieldset className="row quick">
        <legend>Quick-add</legend>
        <input
          data-testid="quick-name"
          placeholder="Name"
          value={q.name}
          onChange={(e) => setQ({ ...q, name: e.target.value })}
        />
        <select data-testid="quick-side" value={q.side} onChange={(e) => setQ({ ...q, side: e.target.value as Side })}>
          <option value="gm">GM</option>
          <option value="players">Players</option>
        </select>
        {(
          [
            ['poise', 'Poise'],
            ['health', 'Health'],
            ['init', 'Init'],
            ['attack', 'Atk'],
            ['defense', 'Def'],
          ] as const
        ).map(([f, label]) => (
          <input
            key={f}
            data-testid={`quick-${f}`}
            className="num"
            type="number"
            placeholder={label}
            aria-label={f}
            value={q[f]}
            onChange={(e) => setQ({ ...q, [f]: e.target.value })}
          />
        ))}
        <select
          data-testid="quick-actions"
          multiple
          size={4}
          aria-label="the creature's action cards"
          title="Its hand: Focus and its side's cards; Ctrl-click to change"
          value={hand}
          onChange={(e) => setDeck([...e.target.selectedOptions].map((o) => o.value))}
        >
          {allActions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid="quick-add" onClick={quick}>
          Quick-add
        </button>
      </fieldset>
      <div className="row">
        <input
          data-testid="encounter-name"
          placeholder="Encounter name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="button"
          data-testid="save-encounter"
          onClick={() =>
            fray.run(async () => {
              const r = await resolver().save(name);
              refreshSaved();
              return r;
            })
          }
        >
          Save
        </button>
        <select data-testid="load-select" value={load} onChange={(e) => setLoad(e.target.value)}>
          {saved.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="load-encounter"
          disabled={!load}
          onClick={() => fray.run(() => resolver().load(load))}
        >
          Load
        </button>
        <button
          type="button"
          data-testid="new-encounter"
          onClick={() =>
            fray.run(async () => {
              await resolver().newEncounter();
            })
          }
        >
          New
        </button>
      </div>
    </details>
  );
}
