// Around a table fight of any system: the log with names, posting the round or the order to the
// VTT chat, the Markdown and `fray resolve` scenario exports, and saved named encounters. Every
// text comes from the runtime (the system's own words, lib/table/table-text.ts).
import { useEffect, useState } from 'react';
import { askBackground } from '../background/messages.js';
import type { TableFight, TableRuntime } from '../lib/table/runtime.js';
import type { SavedTableEncounter } from '../lib/table/table-fight.js';
import { activeTab } from './active-tab.js';
import { table } from './use-table.js';
import type { FrayState } from './use-fray.js';
import { chatNote } from './chat-note.js';

export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Save the setup or the fight under a name; load one back (a fight starts again where it was). */
export function TableEncounters({ fray, initial = '' }: { fray: FrayState; initial?: string }) {
  const [saved, setSaved] = useState<SavedTableEncounter[]>([]);
  const [name, setName] = useState(initial);
  const [load, setLoad] = useState('');
  const refresh = () =>
    void table.listSaved().then((s) => {
      setSaved(s);
      setLoad((l) => (l && s.some((x) => x.name === l) ? l : (s[0]?.name ?? '')));
    });
  useEffect(refresh, []);
  return (
    <div className="row" data-testid="table-encounters">
      <input
        data-testid="table-encounter-name"
        placeholder="Encounter name"
        aria-label="encounter name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="button"
        data-testid="table-save"
        onClick={() =>
          fray.run(async () => {
            const r = await table.save(name);
            refresh();
            return r;
          })
        }
      >
        Save
      </button>
      <select
        data-testid="table-load-select"
        aria-label="saved encounters"
        value={load}
        onChange={(e) => setLoad(e.target.value)}
      >
        {saved.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
            {s.started ? '' : ' (setup)'}
          </option>
        ))}
      </select>
      <button type="button" data-testid="table-load" disabled={!load} onClick={() => fray.run(() => table.load(load))}>
        Load
      </button>
    </div>
  );
}

function Log({ runtime, fight }: { runtime: TableRuntime; fight: TableFight }) {
  const [open, setOpen] = useState(false);
  // Described only while shown: a long fight's log is not rebuilt on every move.
  const rounds = open ? runtime.log(fight) : [];
  return (
    <details
      className="panel log"
      data-testid="table-log"
      open={open}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>Log</summary>
      {!open ? null : rounds.length ? (
        rounds.map((r) => (
          <div key={r.round} data-testid={`table-log-round-${r.round}`}>
            <h4>Round {r.round}</h4>
            <ul>
              {r.lines.map((l, i) => (
                <li key={i} className={/^\s/.test(l) ? 'detail' : ''}>
                  {l.trim()}
                </li>
              ))}
            </ul>
          </div>
        ))
      ) : (
        <p className="hint">Nothing has happened yet.</p>
      )}
    </details>
  );
}

export function TableExtras({ fray, runtime, fight }: { fray: FrayState; runtime: TableRuntime; fight: TableFight }) {
  const [note, setNote] = useState('');
  const [exported, setExported] = useState('');
  const post = (what: 'order' | 'round') =>
    fray.run(async () => {
      const lines = runtime.chatLines(fight, what);
      const r = await askBackground({ type: 'fray/post-lines', lines, ...(await activeTab()) });
      setNote(await chatNote(r));
    });
  const exportAs = (kind: 'yaml' | 'md') => {
    const text = kind === 'yaml' ? runtime.exportYaml(fight) : runtime.markdown(fight, 'Encounter');
    setExported(text);
    download(
      kind === 'yaml' ? `fray-${fight.system}.yaml` : 'fray-combat.md',
      text,
      kind === 'yaml' ? 'application/yaml' : 'text/markdown',
    );
  };
  return (
    <>
      <Log runtime={runtime} fight={fight} />
      <div className="row post">
        <button type="button" data-testid="table-post-order" onClick={() => post('order')}>
          Post order
        </button>
        <button type="button" data-testid="table-post-round" onClick={() => post('round')}>
          Post round
        </button>
        {note && (
          <span className="hint" data-testid="table-post-note">
            {note}
          </span>
        )}
      </div>
      <div className="row">
        <button
          type="button"
          data-testid="table-export-yaml"
          title="A fray resolve scenario that replays this fight exactly"
          onClick={() => exportAs('yaml')}
        >
          Export scenario
        </button>
        <button type="button" data-testid="table-export-md" onClick={() => exportAs('md')}>
          Export Markdown
        </button>
      </div>
      <TableEncounters fray={fray} />
      {exported && <textarea readOnly className="export" data-testid="table-export-output" value={exported} />}
    </>
  );
}
