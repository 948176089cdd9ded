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
  fonts: { title: 'Cinzel', body: 'EB Garamond', symbol: 'Noto Sans Symbols 2' },
  types: {
    character: { main: '#7a1f1f', dark: '#3a0d0d', light: '#f2dfd8', label: 'Character' },
    action: { main: '#1f4a7a', dark: '#0c2340', light: '#dfe8f2', label: 'Action' },
    stance: { main: '#2e6b3a', dark: '#12341a', light: '#e1efe2', label: 'Stance' },
    initiative: { main: '#8a5a14', dark: '#432a07', light: '#f4e7cf', label: 'Initiative' },
  } satisfies Record<string, TypeColours>,
} as const;

export type CardTypeName = keyof typeof THEME.types;

/** Class → style, in px. Templates combine these with inline styles for the per-type colours. */
/** 8 px is 6.1 pt on the printed card (1 px = 0.762 pt): no printed word is under 6 pt (`fray preflight`). */
const MIN_PX = 8;

export const CLASSES: Readonly<Record<string, Style>> = {
  'card-name': { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: 14, lineHeight: 1.1, color: THEME.ink },
  'type-line': { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: MIN_PX, letterSpacing: 1, textTransform: 'uppercase' },
  stat: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', borderRadius: 4, paddingTop: 1, paddingBottom: 2 },
  'stat-label': { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: MIN_PX, letterSpacing: 0.5, textTransform: 'uppercase' },
  'stat-value': { fontFamily: THEME.fonts.body, fontWeight: 700, fontSize: 15, lineHeight: 1 },
  rules: { fontFamily: THEME.fonts.body, lineHeight: 1.18, color: THEME.ink },
  flavor: { fontStyle: 'italic', color: THEME.muted, fontSize: '0.9em', marginTop: '0.35em' },
  line: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'baseline', marginBottom: '0.2em' },
  'line-label': { fontWeight: 700, marginRight: '0.3em' },
  // Takes the rest of the line and wraps inside it, instead of dropping below the label.
  'line-text': { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  marker: { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: MIN_PX, letterSpacing: 0.5, textTransform: 'uppercase', color: '#ffffff', borderRadius: 3, paddingLeft: 4, paddingRight: 4, paddingTop: 1, paddingBottom: 1.5, marginLeft: 3 },
  footer: { fontFamily: THEME.fonts.title, fontWeight: 700, fontSize: MIN_PX, letterSpacing: 0.8, textTransform: 'uppercase', color: THEME.muted },
};

/** The classes as CSS for a browser (the extension shows the same faces). */
export function themeCss(scope = '.fray-card'): string {
  const rules = Object.entries(CLASSES).map(([name, style]) => `${scope} .${name}{${styleToCss(style)}}`);
  return [`${scope},${scope} div{display:flex;flex-direction:column;box-sizing:border-box}`, `${scope} img{display:block}`, ...rules].join('\n');
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
