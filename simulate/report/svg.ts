// Small helpers shared by the report's SVG charts: escaping and number formatting.
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const f1 = (x: number): string => (Math.round(x * 10) / 10).toString();
export const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
export const COLOURS = ['#2f6ea5', '#b5452f', '#7a7a7a'];
