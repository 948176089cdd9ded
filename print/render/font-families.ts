// Each text face ships as two @fontsource files, latin and latin-ext. Satori (and resvg) use one
// file per family name, so the latin-ext file is registered under a family of its own and every
// CSS font-family list names it right after its face; Ł then comes from latin-ext, not a box.
export const SPLIT_FAMILIES: readonly string[] = ['Cinzel', 'EB Garamond'];

export function extFamily(family: string): string {
  return `${family} Ext`;
}

/** `EB Garamond, serif` → `EB Garamond, EB Garamond Ext, serif` (families already unquoted). */
export function withExtFamilies(list: string): string {
  return list
    .split(',')
    .map((f) => f.trim())
    .flatMap((f) => {
      const face = SPLIT_FAMILIES.find((s) => s.toLowerCase() === f.toLowerCase());
      return face && !list.toLowerCase().includes(extFamily(face).toLowerCase()) ? [f, extFamily(face)] : [f];
    })
    .join(', ');
}
