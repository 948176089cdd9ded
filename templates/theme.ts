// The look shared by every template: a colour per card type, the fonts, and the class styles
// the HTML→Satori converter applies (the extension gets the same classes as CSS).
import { styleToCss, type Style } from './css-style.js';

export interface TypeColours {
  /** Frame and headings. */
  readonly main: string;
  /** The frame's gradient end and the back. */
  readonly dark: string;
  /** Tinted panels (stat badges, rules box). */
  readonly light: string;
  readonly label: string;
}

export const THEME = {
  ink: '#1d1a16',
  muted: '#5b5147',
  parchment: '#f7f0de',
  gold: '#b8923f',
  /** Gold for text on the dark backs (the frame gold is 3.5:1 there; this is 5.3:1). */
  goldLight: '#d9b864',
  fonts: { title: 'Cinzel', body: 'EB Garamond', symbol: 'Noto Sans Symbols 2' },
  types: {
    character: { main: '#7a1f1f', dark: '#3a0d0d', light: '#f2dfd8', label: 'Character' },
    action: { main: '#1f4a7a', dark: '#0c2340', light: '#dfe8f2', label: 'Action' },
    stance: { main: '#2e6b3a', dark: '#12341a', light: '#e1efe2', label: 'Stance' },
    initiative: { main: '#8a5a14', dark: '#432a07', light: '#f4e7cf', label: 'Initiative' },
    combatant: { main: '#4b3a6e', dark: '#211835', light: '#e7e2f0', label: 'Combatant' },
  } satisfies Record<string, TypeColours>,
  /** The badges under a card's icon: background and text, each pair at least 4.5:1 (templates.test.ts). */
  badges: {
    combat: { background: '#7a1f1f', text: '#ffffff' },
    day: { background: '#b8923f', text: '#1d1a16' },
    poise: { background: '#5b5147', text: '#ffffff' },
  },
} as const;

export type CardTypeName = keyof typeof THEME.types;

/**
 * The type scale, in px (1 px = 0.75 pt at 96 dpi). 8 px = 6 pt is the smallest printed word
 * (labels, the type line, badges, footer: `fray preflight` warns below 6 pt); rules text may shrink
 * to fit down to BODY_MIN_PX = 10 px = 7.5 pt and no further; the corner index is 11.5 px bold.
 */
const MIN_PX = 8;
export const TYPE_SCALE = { label: MIN_PX, bodyMin: 10, body: 11.5, index: 11.5, name: 14 } as const;

export const CLASSES: Readonly<Record<string, Style>> = {
  'card-name': { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: 14, lineHeight: 1.1, color: THEME.ink },
  'type-line': {
    fontFamily: THEME.fonts.title,
    fontWeight: 700,
    fontSize: MIN_PX,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    lineHeight: 1.1,
  },
  // The corner index: one row per key number, a small label letter and the number, read in a fanned hand.
  'index-row': { display: 'flex', flexDirection: 'row', alignItems: 'baseline', lineHeight: 1 },
  'index-label': { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: MIN_PX, width: 7, marginRight: 1 },
  'index-value': { fontFamily: THEME.fonts.body, fontWeight: 700, fontSize: TYPE_SCALE.index },
  stat: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 4,
    paddingTop: 1,
    paddingBottom: 2,
  },
  'stat-label': {
    fontFamily: THEME.fonts.title,
    fontWeight: 700,
    fontSize: MIN_PX,
    letterSpacing: 0.5,
    textTransform: 'uppercase',
  },
  'stat-value': { fontFamily: THEME.fonts.body, fontWeight: 700, fontSize: 15, lineHeight: 1 },
  rules: { fontFamily: THEME.fonts.body, lineHeight: 1.18, color: THEME.ink },
  flavor: { fontStyle: 'italic', color: THEME.muted, fontSize: '0.9em', marginTop: '0.35em' },
  line: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'baseline', marginBottom: '0.2em' },
  'line-label': { fontWeight: 700, marginRight: '0.3em' },
  // Takes the rest of the line and wraps inside it, instead of dropping below the label.
  'line-text': { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  marker: {
    fontFamily: THEME.fonts.title,
    fontWeight: 700,
    fontSize: MIN_PX,
    letterSpacing: 0.4,
    textTransform: 'uppercase',
    borderRadius: 3,
    paddingLeft: 4,
    paddingRight: 4,
    paddingTop: 1,
    paddingBottom: 1.5,
    lineHeight: 1.1,
  },
  footer: {
    fontFamily: THEME.fonts.title,
    fontWeight: 700,
    fontSize: MIN_PX,
    letterSpacing: 0.8,
    textTransform: 'uppercase',
    color: THEME.muted,
  },
};

/** The classes as CSS for a browser (the extension shows the same faces). */
export function themeCss(scope = '.fray-card'): string {
  const rules = Object.entries(CLASSES).map(([name, style]) => `${scope} .${name}{${styleToCss(style)}}`);
  return [
    `${scope},${scope} div{display:flex;flex-direction:column;box-sizing:border-box}`,
    `${scope} img{display:block}`,
    ...rules,
  ].join('\n');
}

/** Deck backs: one dark palette for every deck of every system. */
export const BACK_COLOURS: TypeColours = { main: '#5a3a22', dark: '#22150c', light: '#e9dcc3', label: 'Back' };

/** The emblem (a game-icons name) on each system's backs. */
export const SYSTEM_EMBLEMS: Readonly<Record<string, string>> = {
  witchhammer: 'warhammer',
  'faction-turns': 'crossed-swords',
  'declared-initiative': 'hourglass',
  'team-turns': 'three-friends',
  'initiative-cards': 'card-draw',
  default: 'swords-emblem',
};
