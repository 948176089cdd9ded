// A campaign folder: `campaign.yaml` (its name, day and characters) plus `characters/<id>.yaml`.
// Changes edit the YAML documents in place (comments and layout kept) and are written all together
// through staged temp files, so a failure leaves every file as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { zodProblems } from '../engine/catalog/zod-problems.js';
import { formatProblem, parseYamlSource } from '../engine/catalog/yaml-source.js';
import { UserError } from '../infra/user-error.js';
import { fsUserError, isUserFsError } from '../infra/fs-errors.js';
import { StagedWrites } from '../infra/staged-write.js';
import { characterFile, type CharacterFile } from './character-schema.js';

export const campaignFile = z.strictObject({
  name: z.string().min(1),
  /** The in-game day: daily-use cards come back each day. */
  day: z.number().int().min(0).default(0),
  characters: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).min(1),
  /** Fights already recorded (their ids): a fight is recorded once. */
  fights: z.array(z.string()).default([]),
  /** Monsters (combatant ids and cards) that killed a player character: Revenge counts their kin. */
  pc_killers: z.array(z.string()).default([]),
});

export interface LoadedCharacter {
  readonly id: string;
  readonly rel: string;
  /** The file as read (what `fray character check` checks). */
  readonly text: string;
  readonly data: CharacterFile;
  readonly doc: Document;
}

export interface Campaign {
  readonly dir: string;
  readonly name: string;
  readonly day: number;
  readonly fights: readonly string[];
  readonly pcKillers: readonly string[];
  readonly doc: Document;
  readonly characters: LoadedCharacter[];
}

function read(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if (isUserFsError(e)) throw fsUserError(e, file, 'reading', what);
    throw e;
  }
}

/** Reads and validates a campaign folder; a problem anywhere is a positioned UserError. */
export function loadCampaign(dir: string): Campaign {
  const path = join(dir, 'campaign.yaml');
  const text = read(path, 'the campaign');
  const src = parseYamlSource(text, path);
  if (src.syntaxErrors.length) throw new UserError(formatProblem(src.syntaxErrors[0]!), 'fix the campaign file');
  const c = campaignFile.safeParse(src.data);
  if (!c.success) throw new UserError(formatProblem(zodProblems(c.error.issues, campaignFile, src.data, src)[0]!), 'campaign.yaml holds name, day and characters');
  const characters = c.data.characters.map((id): LoadedCharacter => {
    const rel = join('characters', `${id}.yaml`);
    const ctext = read(join(dir, rel), `character ${id}`);
    const csrc = parseYamlSource(ctext, join(dir, rel));
    if (csrc.syntaxErrors.length) throw new UserError(formatProblem(csrc.syntaxErrors[0]!), 'fix the character file');
    const r = characterFile.safeParse(csrc.data);
    if (!r.success) throw new UserError(formatProblem(zodProblems(r.error.issues, characterFile, csrc.data, csrc)[0]!), 'run `fray character check` on it');
    if (r.data.id !== id) throw new UserError(`${join(dir, rel)}: its id is \`${r.data.id}\`, but campaign.yaml lists it as \`${id}\``, 'make the two agree');
    return { id, rel, text: ctext, data: r.data, doc: parseDocument(ctext) };
  });
  return { dir, name: c.data.name, day: c.data.day, fights: c.data.fights, pcKillers: c.data.pc_killers, doc: parseDocument(text), characters };
}

/** Writes the changed documents together: staged temp files, then renamed into place. */
export async function saveCampaign(c: Campaign, changed: readonly { rel: string; doc: Document }[]): Promise<void> {
  const staged = new StagedWrites(c.dir, 'the campaign folder');
  for (const { rel, doc } of changed) await staged.stage(rel, doc.toString({ flowCollectionPadding: false }));
  await staged.commit();
}

export function findCharacter(c: Campaign, id: string): LoadedCharacter {
  const ch = c.characters.find((x) => x.id === id || x.data.name.toLowerCase() === id.toLowerCase());
  if (!ch) throw new UserError(`no character \`${id}\` in ${c.name}`, `characters: ${c.characters.map((x) => x.id).join(', ')}`);
  return ch;
}
