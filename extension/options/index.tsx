// Options: import a custom catalog (validated with the catalog schema, problems shown with
// file:line:col), the decision timer's length and sound, the auto-inject sites (revocable),
// and clearing all of Fray's data.
import { useEffect, useState } from 'react';
import { loadCatalogImport } from '../lib/validators.js';
import { askBackground } from '../background/messages.js';
import { makeCatalog } from '../lib/catalog.js';
// Not lib/fray.js: that module also builds the resolver, i.e. the whole rules engine this page never runs.
import { bundledCatalog } from '../lib/bundled-catalog.js';
import { bundledSources, readPicked } from '../lib/picked-files.js';
import { getStore } from '../lib/store.js';
import { originPattern, timerSeconds } from '../lib/settings.js';
import { DEFAULTS, type Settings } from '../lib/store.js';
import type { CustomCatalog } from '../lib/catalog.js';
import './options.css';

export default function Options() {
  const store = getStore();
  const [settings, setSettings] = useState<Settings>(DEFAULTS.settings);
  const [custom, setCustom] = useState<CustomCatalog | null>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [note, setNote] = useState('');
  const [seconds, setSeconds] = useState('');

  useEffect(() => {
    void store.get('settings').then((s) => {
      setSettings(s);
      setSeconds(s.timerSeconds === null ? '' : String(s.timerSeconds));
    });
    void store.get('catalog').then(setCustom);
    return store.subscribe((k, v) => {
      if (k === 'settings') setSettings(v as Settings);
      if (k === 'catalog') setCustom(v as CustomCatalog | null);
    });
  }, [store]);

  const tableSeconds = timerSeconds({ ...settings, timerSeconds: null }, makeCatalog(bundledCatalog, custom));
  const saveSettings = (next: Partial<Settings>) =>
    store.update('settings', (s) => ({ ...s, ...next })).then(() => setNote('Saved.'));

  const onFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    // The validator and the bundled sources load here, not when the page opens (picked-files.ts).
    const [files, { importCatalog, formatProblem }, bundledFiles] = await Promise.all([
      readPicked(list, 'catalogFile'),
      loadCatalogImport(),
      bundledSources(),
    ]);
    const r = importCatalog(bundledFiles, files, Date.now());
    if (!r.ok) {
      setProblems(r.problems.map(formatProblem));
      setNote('');
      return;
    }
    setProblems([]);
    await store.set('catalog', r.custom);
    setNote(`Imported ${r.custom.cards.length} card(s)${r.custom.tables ? ' and new rule tables' : ''}.`);
  };

  const revoke = async (origin: string) => {
    await chrome.permissions.remove({ origins: [originPattern(origin)] });
    await saveSettings({ autoInjectOrigins: settings.autoInjectOrigins.filter((o) => o !== origin) });
    await askBackground({ type: 'fray/sync-auto-inject' });
  };

  return (
    <main data-testid="options">
      <h1>Fray options</h1>
      <section>
        <h2>Custom catalog</h2>
        <p>
          YAML card files (a list of cards or one card), checked with the same schema as <code>fray check</code>. A file
          named <code>system.yaml</code> replaces the rule tables.
        </p>
        <input
          type="file"
          accept=".yaml,.yml"
          multiple
          data-testid="catalog-file"
          onChange={(e) => void onFiles(e.target.files)}
        />
        {custom && (
          <p data-testid="catalog-status">
            {custom.cards.length} custom card(s) from {custom.files.map((f) => f.path.split('/').pop()).join(', ')}{' '}
            <button type="button" data-testid="catalog-remove" onClick={() => void store.set('catalog', null)}>
              Remove
            </button>
          </p>
        )}
        {problems.length > 0 && (
          <pre className="problems" data-testid="catalog-problems">
            {problems.join('\n')}
          </pre>
        )}
      </section>
      <section>
        <h2>Decision timer</h2>
        <label>
          Seconds{' '}
          <input
            data-testid="timer-seconds"
            type="number"
            min={1}
            max={600}
            placeholder={String(tableSeconds)}
            value={seconds}
            onChange={(e) => setSeconds(e.target.value)}
          />
        </label>{' '}
        <button
          type="button"
          data-testid="timer-save"
          onClick={() => {
            const n = Number(seconds);
            if (seconds.trim() !== '' && (!Number.isFinite(n) || n <= 0 || n > 600)) {
              setNote('The timer needs a number of seconds from 1 to 600.');
              return;
            }
            void saveSettings({ timerSeconds: seconds.trim() === '' ? null : n });
          }}
        >
          Save
        </button>
        <span className="hint"> Empty = the rules' {tableSeconds} s.</span>
        <p>
          <label>
            <input
              type="checkbox"
              data-testid="timer-sound"
              checked={settings.sound}
              onChange={(e) => void saveSettings({ sound: e.target.checked })}
            />{' '}
            Sound at 5 s and at 0
          </label>
        </p>
      </section>
      <section>
        <h2>Sites with the overlay always on</h2>
        {settings.autoInjectOrigins.length === 0 ? (
          <p className="hint">None. Tick "Always show on this site" in the popup on a VTT page.</p>
        ) : (
          <ul data-testid="auto-sites">
            {settings.autoInjectOrigins.map((o) => (
              <li key={o}>
                {o}{' '}
                <button type="button" data-testid={`revoke-${o}`} onClick={() => void revoke(o)}>
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2>Data</h2>
        <button
          type="button"
          data-testid="clear-data"
          className="danger"
          onClick={async () => {
            if (!confirm('Delete the current encounter, saved encounters, settings and the custom catalog?')) return;
            for (const o of settings.autoInjectOrigins)
              await chrome.permissions.remove({ origins: [originPattern(o)] });
            await store.clear();
            await askBackground({ type: 'fray/sync-auto-inject' });
            setNote('All Fray data cleared.');
          }}
        >
          Clear all data
        </button>
      </section>
      {note && (
        <p className="note" data-testid="options-note">
          {note}
        </p>
      )}
    </main>
  );
}
