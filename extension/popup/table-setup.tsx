// Setting up a fight of any system the table runs, generated from the system's plain-JSON setup
// description (engine/systems/system-module.ts TableSetup, through lib/table/runtime.ts): its
// catalog combatants with copies and a side, quick-add with its own fields, its options. No
// system and no rule is known here.
import { useState } from 'react';
import type { SetupField } from '../../engine/systems/system-module.js';
import type { TableRuntime, TableSystemInfo } from '../lib/table/runtime.js';
import { combatantsOf, getPath, type Doc } from '../lib/table/setup-doc.js';
import type { TableDraft } from '../lib/table/table-fight.js';
import { table } from './use-table.js';
import type { FrayState } from './use-fray.js';

/** One form field from a SetupField; `value` undefined = left empty. */
export function FieldInput({
  f,
  id,
  value,
  set,
}: {
  f: SetupField;
  id: string;
  value: unknown;
  set: (v: unknown) => void;
}) {
  if (f.kind === 'flag')
    return (
      <label className="flag">
        <input
          type="checkbox"
          data-testid={id}
          checked={value === true}
          onChange={(e) => set(e.target.checked || undefined)}
        />
        {f.label}
      </label>
    );
  if (f.kind === 'option') {
    return (
      <select
        data-testid={id}
        aria-label={f.label}
        title={f.label}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value || undefined)}
      >
        {f.optional && <option value="">{f.label}: —</option>}
        {(f.options ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  const num = f.kind === 'number';
  // Labelled above the box: a filled box hides its placeholder, and the GM must still see what it is.
  return (
    <label className={`field${num ? ' num' : ''}`}>
      <span>{f.label}</span>
      <input
        data-testid={id}
        className={num ? 'num' : ''}
        type={num ? 'number' : 'text'}
        min={f.min}
        max={f.max}
        placeholder={f.optional ? 'optional' : ''}
        title={f.label}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value === '' ? undefined : num ? Number(e.target.value) : e.target.value)}
      />
    </label>
  );
}

const testKey = (key: string) => key.replace(/\./g, '-');

/** The systems the table runs: set one up from the catalog, or try its sample 4 v 4. */
export function TableSystems({ fray, systems }: { fray: FrayState; systems: readonly TableSystemInfo[] }) {
  return (
    <div className="table-systems" data-testid="table-systems">
      {systems.map((s) => (
        <div className="row" key={s.id}>
          <strong>{s.name}</strong>
          <span className="spacer" />
          {s.setup && (
            <button type="button" data-testid={`setup-${s.id}`} onClick={() => fray.run(() => table.newDraft(s.id))}>
              Set up
            </button>
          )}
          {s.sample && (
            <button type="button" data-testid={`start-${s.id}`} onClick={() => fray.run(() => table.start(s.id))}>
              {s.name}: sample 4 v 4
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

function CatalogAdd({ fray, info }: { fray: FrayState; info: TableSystemInfo }) {
  const [pick, setPick] = useState(info.cards[0]?.id ?? '');
  const [copies, setCopies] = useState('1');
  const [side, setSide] = useState('');
  const card = info.cards.find((c) => c.id === pick);
  if (!info.cards.length)
    return <p className="hint">No combatant cards of this system in the catalog yet: quick-add them.</p>;
  return (
    <div className="row">
      <select
        data-testid="table-card-select"
        aria-label="combatant card"
        value={pick}
        onChange={(e) => setPick(e.target.value)}
      >
        {info.cards.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.role})
          </option>
        ))}
      </select>
      <input
        data-testid="table-card-side"
        aria-label="side"
        placeholder={card?.side ?? (card?.role === 'character' ? 'party' : 'monsters')}
        value={side}
        onChange={(e) => setSide(e.target.value)}
      />
      <input
        data-testid="table-card-copies"
        className="num"
        type="number"
        min={1}
        max={50}
        aria-label="copies"
        title="copies (numbered)"
        value={copies}
        onChange={(e) => setCopies(e.target.value)}
      />
      <button
        type="button"
        data-testid="table-add-card"
        disabled={!pick}
        onClick={() =>
          fray.run(() =>
            table.addCard(pick, { copies: Number(copies) || 1, ...(side.trim() ? { side: side.trim() } : {}) }),
          )
        }
      >
        Add
      </button>
    </div>
  );
}

function QuickAdd({ fray, info }: { fray: FrayState; info: TableSystemInfo }) {
  const defaults = () =>
    Object.fromEntries(info.quickAdd.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
  const [values, setValues] = useState<Record<string, unknown>>(defaults);
  const [who, setWho] = useState({ name: '', side: 'monsters', monster: true });
  return (
    <fieldset className="row quick" data-testid="table-quick">
      <legend>Quick-add</legend>
      <input
        data-testid="table-quick-name"
        placeholder="Name"
        aria-label="name"
        value={who.name}
        onChange={(e) => setWho({ ...who, name: e.target.value })}
      />
      <input
        data-testid="table-quick-side"
        placeholder="Side"
        aria-label="side"
        value={who.side}
        onChange={(e) => setWho({ ...who, side: e.target.value })}
      />
      <label className="flag">
        <input
          type="checkbox"
          data-testid="table-quick-monster"
          checked={who.monster}
          onChange={(e) => setWho({ ...who, monster: e.target.checked })}
        />
        monster
      </label>
      {info.quickAdd.map((f) => (
        <FieldInput
          key={f.key}
          f={f}
          id={`table-quick-${testKey(f.key)}`}
          value={values[f.key]}
          set={(v) => setValues({ ...values, [f.key]: v })}
        />
      ))}
      <button
        type="button"
        data-testid="table-quick-add"
        onClick={() =>
          fray.run(async () => {
            const r = await table.quickAdd(values, who);
            if (r.ok) setWho({ ...who, name: '' });
            return r;
          })
        }
      >
        Quick-add
      </button>
    </fieldset>
  );
}

function Roster({ fray, doc, sideKey }: { fray: FrayState; doc: Doc; sideKey: string | undefined }) {
  const list = combatantsOf(doc);
  return (
    <ul className="roster" data-testid="table-roster">
      {list.map((c) => {
        const id = String(c.id);
        const side = sideKey ? c[sideKey] : undefined;
        return (
          <li key={id} data-testid={`table-roster-${id}`}>
            {String(c.name ?? id)} {side !== undefined && <span className="hint">({String(side)})</span>}
            <button
              type="button"
              className="link"
              data-testid={`table-remove-${id}`}
              aria-label={`remove ${String(c.name ?? id)}`}
              onClick={() => fray.run(() => table.remove(id))}
            >
              ✕
            </button>
          </li>
        );
      })}
      {!list.length && <li className="hint">Nobody yet.</li>}
    </ul>
  );
}

/** The draft of a table fight: roster, options, start. */
export function TableSetup({ fray, runtime, draft }: { fray: FrayState; runtime: TableRuntime; draft: TableDraft }) {
  const info = runtime.systems().find((s) => s.id === draft.system);
  if (!info) return <p className="error">This setup's system ({draft.system}) is not available here.</p>;
  return (
    <section className="panel table-setup" data-testid="table-setup" data-system={draft.system}>
      <div className="row">
        <strong>{info.name}: setup</strong>
        <span className="spacer" />
        <button type="button" className="link" data-testid="table-discard" onClick={() => void table.discardDraft()}>
          Discard
        </button>
      </div>
      <CatalogAdd fray={fray} info={info} />
      <QuickAdd fray={fray} info={info} />
      {info.options.length > 0 && (
        <fieldset className="row" data-testid="table-options">
          <legend>Options</legend>
          {info.options.map((f) => (
            <FieldInput
              key={f.key}
              f={f}
              id={`table-option-${testKey(f.key)}`}
              value={getPath(draft.doc, f.key)}
              set={(v) => void fray.run(() => table.setOption(f.key, v))}
            />
          ))}
        </fieldset>
      )}
      <Roster fray={fray} doc={draft.doc} sideKey={info.sideKey} />
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="table-start"
          disabled={!combatantsOf(draft.doc).length}
          onClick={() => fray.run(() => table.startDraft())}
        >
          Start the fight
        </button>
      </div>
    </section>
  );
}
