// The GM picks a campaign's character files (campaign/characters/*.yaml): each is checked like
// `fray character check` and joins the encounter as its derived card, with its current Health
// and the daily cards already used today. A file with problems adds nobody; the problems are
// shown with file:line:col and a hint.
import { loadCampaignImport } from '../lib/validators.js';
import { useState } from 'react';
import { catalogSources } from '../lib/catalog.js';
import { getStore } from '../lib/fray.js';
import { bundledSources, readPicked } from '../lib/picked-files.js';
import type { FrayState } from './use-fray.js';
import { resolver } from './use-fray.js';

export function CampaignImport({ fray }: { fray: FrayState }) {
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [note, setNote] = useState('');

  const onFiles = async (input: HTMLInputElement) => {
    const list = input.files;
    if (!list?.length) return;
    const files = await readPicked(list, 'character');
    // Picking the same files again (after a rest) must fire onChange again.
    input.value = '';
    // The checker and the bundled sources load only when the GM imports (picked-files.ts).
    const [{ importCampaignCharacters, formatProblem }, bundled, custom] = await Promise.all([
      loadCampaignImport(),
      bundledSources(),
      getStore().get('catalog'),
    ]);
    // Techniques may come from an imported custom catalog too, and its system.yaml replaces ours.
    const r = importCampaignCharacters(catalogSources(bundled, custom), files);
    if (!r.ok) {
      setProblems(r.problems.map(formatProblem));
      setNote('');
      return;
    }
    setProblems([]);
    await fray.run(async () => {
      const done = await resolver().importCharacters(r.characters);
      if (done.ok) setNote(`Imported ${r.characters.map((c) => c.card.name).join(', ')}.`);
      return done;
    });
  };

  return (
    <div className="row campaign-import">
      <label title="The files in your campaign's characters/ folder, as fray character check reads them">
        Campaign characters{' '}
        <input
          type="file"
          accept=".yaml,.yml"
          multiple
          data-testid="campaign-file"
          onChange={(e) => void onFiles(e.currentTarget)}
        />
      </label>
      {note && (
        <span className="hint" data-testid="campaign-note">
          {note}
        </span>
      )}
      {problems.length > 0 && (
        <pre className="problems" data-testid="campaign-problems">
          {problems.join('\n')}
        </pre>
      )}
    </div>
  );
}
