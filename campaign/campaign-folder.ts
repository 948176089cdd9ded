// A campaign folder: `campaign.yaml` (its name, day and characters) plus `characters/<id>.yaml`.
// Changes edit the YAML documents in place (comments and layout kept) and are written all together
// as one transaction (infra/folder-transaction.ts) under the folder's lock (infra/folder-lock.ts):
// a failure or a kill at any point leaves the campaign either exactly as it was or fully changed,
// and two commands on one campaign run one after the other.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import type { Problem } from '../engine/diagnostics/problem.js';
import { parseYamlSource, problemAt } from '../engine/diagnostics/yaml-source.js';
import { lockFolder, withFolderLock } from '../infra/folder-lock.js';
import { commitFolder, hasJournal, recoverFolder, type Recovery } from '../infra/folder-transaction.js';
import { readUserText, type ReadKind } from '../infra/read-user-file.js';
import { ProblemsError, UserError } from '../infra/user-error.js';
import { CHARACTER_ID, characterFile, type CharacterFile } from './character-schema.js';

export const campaignFile = z.strictObject({
  name: z.string().min(1),
  /** The in-game day: daily-use cards come back each day. */
  day: z.number().int().min(0).default(0),
  /** Empty in a new campaign (`fray init`): `fray character new --out <campaign>/characters/<id>.yaml` lists each. */
  characters: z.array(z.string().regex(CHARACTER_ID)).default([]),
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

/** Reads and validates a campaign folder; its problems, every one, are thrown as a ProblemsError. */
export function loadCampaign(dir: string): Campaign {
  const r = readCampaign(dir);
  if (!r.campaign) {
    const n = r.problems.length;
    throw new ProblemsError(
      `${campaignWhat(dir)} does not read: ${n} problem${n === 1 ? '' : 's'}`,
      r.problems,
      'campaign.yaml holds name, day and characters; check each character with `fray character check`',
    );
  }
  return r.campaign;
}

/** The campaign folder, or every problem that keeps it from being read (positioned, with hints). */
export function readCampaign(dir: string): { readonly campaign?: Campaign; readonly problems: Problem[] } {
  return lockedRead(dir, () => readUnlocked(dir));
}

function readUnlocked(dir: string): { readonly campaign?: Campaign; readonly problems: Problem[] } {
  const path = join(dir, 'campaign.yaml');
  const text = read(path, 'campaign', 'the campaign file');
  const src = parseYamlSource(text, path);
  if (src.syntaxErrors.length) return { problems: [...src.syntaxErrors] };
  const c = campaignFile.safeParse(src.data);
  if (!c.success) return { problems: zodProblems(c.error.issues, campaignFile, src.data, src) };
  const problems: Problem[] = [];
  const characters: LoadedCharacter[] = [];
  c.data.characters.forEach((id, i) => {
    const rel = join('characters', `${id}.yaml`);
    let ctext: string;
    try {
      ctext = read(join(dir, rel), 'character', `the file of character ${id}`);
    } catch (e) {
      // A listed character without its file: said at the line of campaign.yaml that lists it.
      if (!(e instanceof UserError)) throw e;
      problems.push(problemAt(src, ['characters', i], e.message, e.hint ?? `write ${rel}, or remove \`${id}\``));
      return;
    }
    const csrc = parseYamlSource(ctext, join(dir, rel));
    if (csrc.syntaxErrors.length) return void problems.push(...csrc.syntaxErrors);
    const r = characterFile.safeParse(csrc.data);
    if (!r.success) return void problems.push(...zodProblems(r.error.issues, characterFile, csrc.data, csrc));
    if (r.data.id !== id)
      return void problems.push(
        problemAt(
          csrc,
          ['id'],
          `its id is \`${r.data.id}\`, but campaign.yaml lists it as \`${id}\``,
          `make the two agree: the file's name is the id (${id}.yaml → id: ${id})`,
        ),
      );
    characters.push({ id, rel, text: ctext, data: r.data, doc: parseDocument(ctext) });
  });
  if (problems.length) return { problems };
  return {
    problems,
    campaign: {
      dir,
      name: c.data.name,
      day: c.data.day,
      fights: c.data.fights,
      pcKillers: c.data.pc_killers,
      doc: parseDocument(text),
      characters,
    },
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
  if (ch) return ch;
  const known = c.characters.length ? `characters: ${c.characters.map((x) => x.id).join(', ')}; ` : '';
  const file = join(c.dir, 'characters', `${id}.yaml`);
  throw new UserError(
    `no character \`${id}\` in ${c.name}`,
    CHARACTER_ID.test(id) && existsSync(file)
      ? `${file} is there, but campaign.yaml does not list it: \`fray campaign add ${c.dir} ${id}\` lists it`
      : `${known}build one with \`fray character new --out ${join(c.dir, 'characters', `${CHARACTER_ID.test(id) ? id : '<id>'}.yaml`)}\`, which lists it in campaign.yaml`,
  );
}

/**
 * Adds a character to the campaign, all or nothing: its file `characters/<id>.yaml` (written as
 * `text`, when given) and its id in campaign.yaml's `characters:`. Run inside withCampaign.
 * Returns whether campaign.yaml changed (false: it listed the character already).
 */
export function addCharacter(dir: string, id: string, text?: string): boolean {
  const c = loadCampaign(dir);
  const rel = join('characters', `${id}.yaml`);
  const listed = c.characters.some((x) => x.id === id);
  const files: { rel: string; data: string }[] = [];
  if (text !== undefined) files.push({ rel, data: text });
  if (!listed) {
    const body = text ?? read(join(dir, rel), 'character', `the file of character ${id}`);
    const r = characterFile.safeParse(parseDocument(body).toJS());
    if (!r.success || r.data.id !== id)
      throw new UserError(
        `${join(dir, rel)} is not a character \`${id}\``,
        `check it with \`fray character check ${join(dir, rel)}\``,
      );
    if (c.doc.has('characters')) c.doc.addIn(['characters'], id);
    else c.doc.set('characters', c.doc.createNode([id], { flow: true }));
    files.push({ rel: 'campaign.yaml', data: c.doc.toString({ flowCollectionPadding: false }) });
  }
  if (files.length) commitFolder(dir, files, campaignWhat(dir));
  return !listed;
}
