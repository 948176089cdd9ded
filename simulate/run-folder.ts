// A run's folder (<out>/simulate/<matchup>/) is written as one folder transaction
// (infra/folder-transaction.ts). A run killed after its commit point leaves a journal there, and
// the files half replaced until the next command on the folder finishes the switch: every command
// that writes or reads a run's outputs settles the folder first.
import { existsSync } from 'node:fs';
import { withFolderLock } from '../infra/folder-lock.js';
import { commitFolder, hasJournal, recoverFolder, type FileChange } from '../infra/folder-transaction.js';

const what = (dir: string): string => `the results folder ${dir}`;

/** Finishes or undoes a run a kill interrupted in `dir`, and removes what a dead writer left there. */
export function settleRunFolder(dir: string): void {
  if (!existsSync(dir)) return;
  withFolderLock(dir, what(dir), () => recoverFolder(dir, what(dir)));
}

/** Settles `dir` if a kill left a change there (a reader's check: no lock taken otherwise). */
export function settleIfInterrupted(dir: string): void {
  if (hasJournal(dir)) settleRunFolder(dir);
}

/** Replaces the run's files in `dir` all together, settling an interrupted run first. */
export function commitRun(dir: string, changes: readonly FileChange[]): void {
  commitFolder(dir, changes, what(dir));
}
