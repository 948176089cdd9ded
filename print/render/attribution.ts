// The credits line printed on every rule reference page and character sheet (the icons' licence asks for it).
export const ATTRIBUTION =
  'Icons by Lorc, Delapouite and contributors, game-icons.net, licensed under CC BY 3.0 (creativecommons.org/licenses/by/3.0).';
