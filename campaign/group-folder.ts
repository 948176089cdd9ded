// `fray init [DIR]`: the files of a play group's own folder — an empty WitchHammer campaign
// (`campaign/`), a README that says what to do next and, with `--copy-cards`, a copy of the bundled
// card catalog to edit (`cards/`; without it every command reads the bundled one, which follows
// the clone's updates). Reads the bundled files; the CLI writes the result all or none.
import { readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { listFiles } from '../infra/paths.js';
import { stringify } from 'yaml';

export interface GroupFile {
  /** Relative to the group's folder, with `/`. */
  readonly rel: string;
  readonly data: string;
}

/** The folders `fray init` makes: named here once, for the files, the README and the CLI's messages. */
export const GROUP_LAYOUT = { cards: 'cards', campaign: 'campaign' } as const;

/** `our-table` → `Our Table`: the campaign's name when none is given. */
export function nameFromFolder(dir: string): string {
  const words = basename(dir)
    .split(/[-_.\s]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Our Campaign';
}

/** Every file of the group's folder: the campaign, the README, and the catalog when copied (its YAML and the schemas its files name). */
export function groupFiles(bundledCards: string, name: string, copyCards: boolean): GroupFile[] {
  const files: GroupFile[] = [];
  for (const abs of copyCards ? listFiles(bundledCards) : []) {
    if (!/\.(ya?ml|json)$/.test(abs)) continue;
    const rel = relative(bundledCards, abs).split(sep).join('/');
    files.push({ rel: `${GROUP_LAYOUT.cards}/${rel}`, data: readFileSync(abs, 'utf8') });
  }
  files.push({
    rel: `${GROUP_LAYOUT.campaign}/campaign.yaml`,
    data: `# The campaign: its name, the in-game day, and the characters in characters/<id>.yaml.\n# \`fray character new --out ${GROUP_LAYOUT.campaign}/characters/<id>.yaml\` adds each new character here.\n${stringify({ name, day: 0, characters: [] }, { flowCollectionPadding: false })}`,
  });
  files.push({ rel: 'README.md', data: groupReadme(name, copyCards) });
  return files;
}

function groupReadme(name: string, copyCards: boolean): string {
  const { cards, campaign } = GROUP_LAYOUT;
  // With a copy, every command is pointed at it; without, they read the bundled catalog by default.
  const cat = copyCards ? ` --catalog ${cards}` : '';
  const folders = [
    `| \`${campaign}/\` | your campaign: \`campaign.yaml\` (its name, the day, the characters) and \`characters/<id>.yaml\` |`,
    copyCards
      ? `| \`${cards}/\` | your copy of the card catalog: every system's cards and rule tables (\`<system>/system.yaml\`). Edit it freely; \`fray check ${cards}\` says what is wrong, at its line |`
      : '',
  ].filter(Boolean);
  return `# ${name}

This folder is your group's: your WitchHammer campaign${copyCards ? ' and the cards you print' : ''}. Run every command
below from here.${copyCards ? '' : ' The cards are the ones bundled with fray (`fray init --copy-cards` makes a copy to edit).'}

| folder | what |
|---|---|
${folders.join('\n')}

## What next

1. Print the decks and the rule references: \`fray print${copyCards ? ` ${cards}` : ''}\` (PDFs in \`out/\`).
2. Build a character. On a terminal, \`fray character new --out ${campaign}/characters/wren-ashdown.yaml${cat}\`
   asks for each choice and shows the points left; the file's name is the character's id, and the
   character is added to \`${campaign}/campaign.yaml\`.
3. Print the campaign's character sheets and decks: \`fray print${copyCards ? ` ${cards}` : ''} --campaign ${campaign}\`.
4. Fight: in the browser extension (its *Export fight* saves \`fight.json\`), or with a scenario file,
   \`fray resolve my-fight.yaml --campaign ${campaign} --json${cat} > fight.json\`.
5. Record it: \`fray campaign record ${campaign} fight.json${cat}\`.
6. Rewards: \`fray campaign reward ${campaign} wren-ashdown hunt --note "The Grave Ghoul"${cat}\`, then spend
   what it earned: \`fray character spend ${campaign}/characters/wren-ashdown.yaml technique <id>${cat}\`.
7. Rest: \`fray campaign rest ${campaign} --days 2${cat}\`.

\`fray --help\` lists every command; \`fray <command> --help\` gives its options.
`;
}

/** `campaign/characters`: made empty, for the first character. */
export const CHARACTERS_DIR = join(GROUP_LAYOUT.campaign, 'characters');
