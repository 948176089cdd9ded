// A campaign folder: `campaign.yaml` (its name, day and characters) plus `characters/<id>.yaml`.
// Changes edit the YAML documents in place (comments and layout kept) and are written all together
// as one transaction (infra/folder-transaction.ts) under the folder's lock (infra/folder-lock.ts):
// a failure or a kill at any point leaves the campaign either exactly as it was or fully changed,
// and two commands on one campaign run one after the other.
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { lockFolder, withFolderLock } from '../infra/folder-lock.js';
import { commitFolder, hasJournal, recoverFolder, type Recovery } from '../infra/folder-transaction.js';
import { readUserText, type ReadKind } from '../infra/read-user-file.js';
import { UserError } from '../infra/user-error.js';
import { characterFile, type CharacterFile } from './character-schema.js';

export const campaignFile = z.strictObject({
  name: z.string().min(1),
  /** The in-game day: daily-use cards come back each day. */
  day: z.number().int().min(0).default(0),
  characters: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).min(1),
  /** Fights already recorded (their ids): a fight is recorded once. */
  fights: z.array(z.string()).default([]),
  /** Monsters (combatant ids) that killed a player character: Revenge counts a kill of one of them. */
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

export type CampaignFile = z.infer<typeof campaignFile>;

/** campaign.yaml as read (its name and day as the schema gives them), with its folder and characters. */
export interface Campaign extends Readonly<Pick<CampaignFile, 'name' | 'day'>> {
  readonly dir: string;
  /** `fights` and `pc_killers`: read only here; a change edits `doc`. */
  readonly fights: readonly string[];
  readonly pcKillers: readonly string[];
  readonly doc: Document;
  readonly characters: LoadedCharacter[];
}

function read(file: string, kind: ReadKind, what: string): string {
  return readUserText(file, kind, { what });
}

/** How a campaign folder is named in messages. */
export const campaignWhat = (dir: string): string => `the campaign ${dir}`;

/**
 * Runs `fn` holding the campaign's lock, after finishing or undoing a change that a killed command
 * left (reported through `onRecovery`): read, change and save inside it, so no change is lost to
 * another command running at the same time.
 */
export function withCampaign<T>(dir: string, fn: () => T, onRecovery?: (r: Recovery) => void): T {
  return withFolderLock(dir, campaignWhat(dir), () => {
    const r = recoverFolder(dir, campaignWhat(dir));
    if (onRecovery && (r.finished.length || r.undone.length)) onRecovery(r);
    return fn();
  });
}

/**
 * Reads consistently: under the lock when the folder can be locked (a command changing it is
 * waited for, an interrupted change finished), else (a read-only folder) as it is.
 */
function lockedRead<T>(dir: string, fn: () => T): T {
  let lock;
  try {
    lock = lockFolder(dir, campaignWhat(dir));
  } catch (e) {
    // A folder that cannot be locked cannot hold a change in progress either, unless a journal says so.
    if (hasJournal(dir)) throw e;
    return fn();
  }
  try {
    recoverFolder(dir, campaignWhat(dir));
    return fn();
  } finally {
    lock.release();
  }
}

/** Reads and validates a campaign folder; a problem anywhere is a positioned UserError. */
export function loadCampaign(dir: string): Campaign {
  return lockedRead(dir, () => loadUnlocked(dir));
}

function loadUnlocked(dir: string): Campaign {
  const path = join(dir, 'campaign.yaml');
  const text = read(path, 'campaign', 'the campaign file');
  const src = parseYamlSource(text, path);
  if (src.syntaxErrors.length) throw new UserError(formatProblem(src.syntaxErrors[0]!), 'fix the campaign file');
  const c = campaignFile.safeParse(src.data);
  if (!c.success)
    throw new UserError(
      formatProblem(zodProblems(c.error.issues, campaignFile, src.data, src)[0]!),
      'campaign.yaml holds name, day and characters',
    );
  const characters = c.data.characters.map((id): LoadedCharacter => {
    const rel = join('characters', `${id}.yaml`);
    const ctext = read(join(dir, rel), 'character', `the file of character ${id}`);
    const csrc = parseYamlSource(ctext, join(dir, rel));
    if (csrc.syntaxErrors.length) throw new UserError(formatProblem(csrc.syntaxErrors[0]!), 'fix the character file');
    const r = characterFile.safeParse(csrc.data);
    if (!r.success)
      throw new UserError(
        formatProblem(zodProblems(r.error.issues, characterFile, csrc.data, csrc)[0]!),
        'run `fray character check` on it',
      );
    if (r.data.id !== id)
      throw new UserError(
        `${join(dir, rel)}: its id is \`${r.data.id}\`, but campaign.yaml lists it as \`${id}\``,
        'make the two agree',
      );
    return { id, rel, text: ctext, data: r.data, doc: parseDocument(ctext) };
  });
  return {
    dir,
    name: c.data.name,
    day: c.data.day,
    fights: c.data.fights,
    pcKillers: c.data.pc_killers,
    doc: parseDocument(text),
    characters,
  };
}

/** Writes the changed documents together, all or nothing (infra/folder-transaction.ts). */
export async function saveCampaign(c: Campaign, changed: readonly { rel: string; doc: Document }[]): Promise<void> {
  writeCampaign(c, changed);
}

/** saveCampaign, synchronously: for use inside withCampaign, whose lock covers it. */
export function writeCampaign(c: Campaign, changed: readonly { rel: string; doc: Document }[]): void {
  // Never write a campaign that would not load again: each changed file is checked as it will be read.
  for (const { rel, doc } of changed) {
    const schema = rel === 'campaign.yaml' ? campaignFile : characterFile;
    const r = schema.safeParse(doc.toJS());
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new UserError(
        `this change would leave ${join(c.dir, rel)} invalid (${issue.path.join('.') || 'the file'}: ${issue.message}); nothing was changed`,
        'check the input of the command (the fight file, the note)',
      );
    }
  }
  commitFolder(
    c.dir,
    changed.map(({ rel, doc }) => ({ rel, data: doc.toString({ flowCollectionPadding: false }) })),
    campaignWhat(c.dir),
  );
}

export function findCharacter(c: Campaign, id: string): LoadedCharacter {
  const ch = c.characters.find((x) => x.id === id || x.data.name.toLowerCase() === id.toLowerCase());
  if (!ch)
    throw new UserError(
      `no character \`${id}\` in ${c.name}`,
      `characters: ${c.characters.map((x) => x.id).join(', ')}`,
    );
  return ch;
}
