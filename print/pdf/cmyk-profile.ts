// The CMYK characterization a press file is converted to, and the LittleCMS transforms to it.
// Default: Ghostscript's SWOP-based "Artifex CMYK SWOP Profile" from Debian's libgs-common
// (AGPL: installed, never copied into this repo nor embedded in our PDFs; the files name the
// registered SWOP condition, CGATS TR 001, instead). `--cmyk-profile FILE` takes a publisher's
// own profile, which is embedded as the output intent's DestOutputProfile. docs/print.md.
import { createHash } from 'node:crypto';
import { readUserBytesResult } from '../../infra/read-user-file.js';

/** C, M, Y, K from 0 to 1. */
export type Cmyk = readonly [number, number, number, number];

/** Colours through the output profile: what the DTC export converts with. */
export interface Converter {
  /** sRGB (0..1) → CMYK (0..1), through the profile. */
  rgb(r: number, g: number, b: number): Cmyk;
  /** 8-bit RGB pixels → 8-bit CMYK pixels. */
  pixels(rgb: Uint8Array): Uint8Array;
  /** The K-only tint (0..1) whose lightness on this press is L* (0..100). */
  kForLightness(L: number): number;
}

export const GHOSTSCRIPT_CMYK = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

export interface CmykProfile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly description: string;
  readonly conditionIdentifier: string;
  readonly condition: string;
  readonly registryName: string;
  /** Embed the profile as DestOutputProfile (only profiles the user gave us). */
  readonly embed: boolean;
}

/** A problem with the profile the user named (or the missing default), for a one-line error. */
export class CmykProfileError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

type Lcms = {
  cmsOpenProfileFromMem(b: Uint8Array, n: number): number;
  cmsCreate_sRGBProfile(): number;
  cmsCreateLab4Profile(whitePoint: null): number;
  cmsGetColorSpaceASCII(p: number): string | null;
  cmsGetProfileInfoASCII(p: number, info: number, lang: string, country: string): string;
  cmsFormatterForColorspaceOfProfile(p: number, bytes: number, isFloat: boolean): number;
  cmsCreateTransform(i: number, fi: number, o: number, fo: number, intent: number, flags: number): number;
  cmsDoTransform(t: number, input: Float32Array | Uint8Array, n: number): Float32Array | Uint8Array;
};

const INTENT_RELATIVE_COLORIMETRIC = 1;
const BLACKPOINT_COMPENSATION = 0x2000;
const K_STEPS = 50;

/** A profile to convert to: its file, and whether it is embedded (every profile but Ghostscript's SWOP one). */
export interface ProfilePick {
  readonly path: string;
  readonly embed: boolean;
  /** The user named it (--cmyk-profile): a read error is theirs to fix. */
  readonly given?: boolean;
}

/** Which profile is used is decided by print/export/press-profile.ts; the default is Ghostscript's. */
export async function loadCmykProfile(
  pick: ProfilePick = { path: GHOSTSCRIPT_CMYK, embed: false },
): Promise<{ profile: CmykProfile; converter: Converter }> {
  const { path } = pick;
  // The one safe reader: a FIFO or a link to /dev/zero given as --cmyk-profile is refused, not read for ever.
  const read = readUserBytesResult(path, 'iccProfile', { what: 'an ICC profile' });
  if (!read.ok) {
    if (!pick.given)
      throw new CmykProfileError(
        `the CMYK profile ${path} cannot be read (${read.code ?? 'error'})`,
        "install Ghostscript's profiles (Debian/Ubuntu: apt-get install libgs-common), or pass a CMYK profile with --cmyk-profile FILE",
      );
    throw new CmykProfileError(
      `cannot read the CMYK profile ${path}: ${read.problem.message.replace(/^cannot read: /, '')}`,
      'pass a readable ICC profile file to --cmyk-profile',
    );
  }
  const bytes: Uint8Array = read.bytes;
  // Kept per process by the profile's bytes: `--watch` rebuilds and the preview build their DTC
  // files again and again, and LittleCMS's load and transforms are most of a one-card rebuild's
  // colour cost. A converter is pure (same colour in, same CMYK out), so sharing it is safe.
  const key = createHash('sha1').update(bytes).digest('hex');
  let opened = converters.get(key);
  if (!opened) {
    opened = openConverter(bytes, path);
    converters.set(key, opened);
    opened.catch(() => converters.delete(key));
  }
  const { description, converter } = await opened;
  const own = pick.embed;
  return {
    profile: {
      path,
      bytes,
      description,
      conditionIdentifier: own ? 'Custom' : 'CGATS TR 001',
      condition: own ? description : 'SWOP (publication) printing in USA, coated paper (CGATS TR 001)',
      registryName: 'http://www.color.org',
      embed: own,
    },
    converter,
  };
}

const converters = new Map<string, Promise<{ description: string; converter: Converter }>>();

async function openConverter(bytes: Uint8Array, path: string): Promise<{ description: string; converter: Converter }> {
  // @ts-expect-error lcms-wasm ships no type declarations; Lcms above types what we call.
  const { instantiate } = (await import('lcms-wasm')) as unknown as { instantiate(): Promise<Lcms> };
  const lcms = await instantiate();
  const out = lcms.cmsOpenProfileFromMem(bytes, bytes.byteLength);
  if (!out)
    throw new CmykProfileError(
      `${path} is not an ICC profile LittleCMS can read`,
      'pass an ICC profile (.icc/.icm) for CMYK printing',
    );
  const space = lcms.cmsGetColorSpaceASCII(out);
  if (space !== 'CMYK')
    throw new CmykProfileError(
      `${path} is a ${space ?? 'unknown'} profile, not a CMYK one`,
      'pass the CMYK output profile of the press (e.g. a SWOP or FOGRA coated profile)',
    );
  const description = lcms.cmsGetProfileInfoASCII(out, 0, 'en', 'US').trim() || 'CMYK';
  const srgb = lcms.cmsCreate_sRGBProfile();
  const noTransform = (): CmykProfileError =>
    new CmykProfileError(
      `LittleCMS cannot build a transform from sRGB to ${path}`,
      'pass a CMYK output profile with a B2A (perceptual or colorimetric) table',
    );
  const floatT = lcms.cmsCreateTransform(
    srgb,
    lcms.cmsFormatterForColorspaceOfProfile(srgb, 4, true),
    out,
    lcms.cmsFormatterForColorspaceOfProfile(out, 4, true),
    INTENT_RELATIVE_COLORIMETRIC,
    BLACKPOINT_COMPENSATION,
  );
  if (!floatT) throw noTransform();
  // The 8-bit transform converts art pixels only. LittleCMS precomputes a table for it (25-50 ms
  // under the one-shot V8 flags, against ~3 ms for the float one), so it is built on first use:
  // a deck without art never pays for it.
  let byteT = 0;
  // The lightness (L*) of each K-only tint on this press, relative colorimetric with black point
  // compensation like the forward transform, so "as dark as" means the same thing both ways.
  const lab = lcms.cmsCreateLab4Profile(null);
  const toLab = lab
    ? lcms.cmsCreateTransform(
        out,
        lcms.cmsFormatterForColorspaceOfProfile(out, 4, true),
        lab,
        lcms.cmsFormatterForColorspaceOfProfile(lab, 4, true),
        INTENT_RELATIVE_COLORIMETRIC,
        BLACKPOINT_COMPENSATION,
      )
    : 0;
  const kTints: number[] = [];
  for (let i = 0; i <= K_STEPS; i++)
    kTints.push(
      toLab
        ? lcms.cmsDoTransform(toLab, new Float32Array([0, 0, 0, (100 * i) / K_STEPS]), 1)[0]!
        : 100 - (100 * i) / K_STEPS,
    );
  const converter: Converter = {
    kForLightness(L) {
      // Tints get darker as K grows; darker than solid K is solid K.
      if (L >= kTints[0]!) return 0;
      for (let i = 1; i <= K_STEPS; i++) {
        if (L >= kTints[i]!) {
          const t = (kTints[i - 1]! - L) / (kTints[i - 1]! - kTints[i]! || 1);
          return (i - 1 + t) / K_STEPS;
        }
      }
      return 1;
    },
    rgb(r, g, b) {
      const v = lcms.cmsDoTransform(floatT, new Float32Array([r, g, b]), 1);
      // LittleCMS's float CMYK runs 0..100.
      return [0, 1, 2, 3].map((i) => Math.min(1, Math.max(0, v[i]! / 100))) as unknown as Cmyk;
    },
    pixels(rgb) {
      byteT ||= lcms.cmsCreateTransform(
        srgb,
        lcms.cmsFormatterForColorspaceOfProfile(srgb, 1, false),
        out,
        lcms.cmsFormatterForColorspaceOfProfile(out, 1, false),
        INTENT_RELATIVE_COLORIMETRIC,
        BLACKPOINT_COMPENSATION,
      );
      if (!byteT) throw noTransform();
      return lcms.cmsDoTransform(byteT, rgb, rgb.length / 3) as Uint8Array;
    },
  };
  return { description, converter };
}
