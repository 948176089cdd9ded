// Which CMYK profile a DriveThruCards file is converted to, decided once for `fray print` and
// `fray export --target dtc` alike: the publisher's own (--cmyk-profile), else Ghostscript's
// SWOP-based default_cmyk.icc (the registered SWOP condition, named without embedding it), else a
// CMYK printer profile the platform ships (macOS ColorSync, Windows' spool\drivers\color, the
// freedesktop ICC folders), embedded as the output intent. With none, no DTC file is written: a
// file under a shop's name must pass that shop's preflight, and RGB does not. docs/print.md.
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, posix, win32 } from 'node:path';

export interface ProfileSearch {
  /** Ghostscript's default_cmyk.icc wherever it may be installed, in order. */
  readonly ghostscript: readonly string[];
  /** SWOP profiles the OS or common applications ship, in order of preference. */
  readonly swop: readonly { readonly path: string; readonly label: string }[];
  /** Folders the platform keeps colour profiles in: any CMYK printer profile there will do. */
  readonly folders: readonly string[];
}

/** The profile a press file is converted to. `embed`: written into each file as DestOutputProfile. */
export interface ChosenProfile {
  readonly path: string;
  readonly embed: boolean;
  /** `given`: --cmyk-profile; `ghostscript`: the SWOP default; `platform`: found on this machine. */
  readonly source: 'given' | 'ghostscript' | 'platform';
  readonly label: string;
}

export type PressProfile =
  | ({ readonly ok: true } & ChosenProfile)
  | { readonly ok: false; readonly message: string; readonly hint: string };

export function systemProfiles(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = safeHome(),
): ProfileSearch {
  const gs = [
    '/usr/share/color/icc/ghostscript/default_cmyk.icc',
    '/usr/share/ghostscript/iccprofiles/default_cmyk.icc',
    '/opt/homebrew/share/ghostscript/iccprofiles/default_cmyk.icc',
    '/usr/local/share/ghostscript/iccprofiles/default_cmyk.icc',
  ];
  if (platform === 'win32') {
    const root = env.SystemRoot ?? 'C:\\Windows';
    const common = env['CommonProgramFiles(x86)'] ?? env.CommonProgramFiles ?? 'C:\\Program Files (x86)\\Common Files';
    const color = win32.join(root, 'System32', 'spool', 'drivers', 'color');
    return {
      ghostscript: [],
      swop: [
        { path: win32.join(color, 'RSWOP.icm'), label: "Windows' SWOP profile (RSWOP.icm)" },
        {
          path: win32.join(common, 'Adobe', 'Color', 'Profiles', 'Recommended', 'USWebCoatedSWOP.icc'),
          label: "Adobe's U.S. Web Coated (SWOP) v2",
        },
      ],
      folders: [color],
    };
  }
  if (platform === 'darwin') {
    return {
      ghostscript: gs,
      swop: [
        {
          path: '/Library/Application Support/Adobe/Color/Profiles/Recommended/USWebCoatedSWOP.icc',
          label: "Adobe's U.S. Web Coated (SWOP) v2",
        },
      ],
      folders: [
        posix.join(home, 'Library/ColorSync/Profiles'),
        '/Library/ColorSync/Profiles',
        '/System/Library/ColorSync/Profiles',
      ],
    };
  }
  // The freedesktop ICC profile locations. Debian's icc-profiles-free and colord hold RGB and gray
  // profiles only (checked: their file lists); libgs-common's is Ghostscript's, found above.
  return {
    ghostscript: gs,
    swop: [],
    folders: [
      posix.join(home, '.local/share/color/icc'),
      posix.join(home, '.color/icc'),
      '/usr/local/share/color/icc',
      '/usr/share/color/icc',
    ],
  };
}

function safeHome(): string {
  try {
    return homedir();
  } catch {
    return '/nonexistent';
  }
}

const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** Whether `path` is an ICC output (printer) profile in CMYK: its header's class and colour space. */
export function isCmykPrinterProfile(path: string): boolean {
  if (!isFile(path)) return false;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(40);
    if (readSync(fd, head, 0, 40, 0) < 40) return false;
    return (
      head.toString('latin1', 36, 40) === 'acsp' &&
      head.toString('latin1', 12, 16) === 'prtr' &&
      head.toString('latin1', 16, 20) === 'CMYK'
    );
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Profiles looked at per folder: a folder of thousands is not read through. */
const MAX_PER_FOLDER = 500;

/** The CMYK printer profiles in the platform's folders (one level, sorted by name). */
export function folderProfiles(folders: readonly string[]): string[] {
  const out: string[] = [];
  for (const dir of folders) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => /\.ic[cm]$/i.test(n));
    } catch {
      continue;
    }
    for (const n of names.sort().slice(0, MAX_PER_FOLDER)) {
      const p = join(dir, n);
      if (isCmykPrinterProfile(p)) out.push(p);
    }
  }
  return out;
}

/** The decision: the given profile, Ghostscript's SWOP default, a platform SWOP or CMYK profile, or none (with the fix). */
export function choosePressProfile(file?: string, search: ProfileSearch = systemProfiles()): PressProfile {
  if (file !== undefined) return { ok: true, path: file, embed: true, source: 'given', label: file };
  const gs = search.ghostscript.find(isFile);
  if (gs) return { ok: true, path: gs, embed: false, source: 'ghostscript', label: "Ghostscript's SWOP profile" };
  const swop = search.swop.find((p) => isCmykPrinterProfile(p.path));
  if (swop) return { ok: true, path: swop.path, embed: true, source: 'platform', label: swop.label };
  const other = folderProfiles(search.folders)[0];
  if (other) return { ok: true, path: other, embed: true, source: 'platform', label: `the CMYK profile ${other}` };
  return {
    ok: false,
    message: `no CMYK profile on this machine (Ghostscript's SWOP profile default_cmyk.icc is not installed, and ${search.folders.length ? search.folders.join(', ') : 'the colour folders'} hold no CMYK printer profile)`,
    hint: missingProfileHint(),
  };
}

/** What to do when no CMYK profile was found. */
export function missingProfileHint(): string {
  return 'install Ghostscript\'s profiles (Debian/Ubuntu: apt-get install libgs-common; Fedora: dnf install ghostscript; macOS: brew install ghostscript), or pass a CMYK profile with --cmyk-profile FILE (DriveThruCards recommends U.S. Web Coated (SWOP) v2; macOS ships "/System/Library/ColorSync/Profiles/Generic CMYK Profile.icc", Windows "C:\\Windows\\System32\\spool\\drivers\\color\\RSWOP.icm")';
}

/** The summary line for a profile found on the machine rather than given or Ghostscript's. */
export function platformProfileNote(p: ChosenProfile): string | undefined {
  return p.source === 'platform'
    ? `print-shop/dtc/ is converted to ${p.label} (${p.path}), embedded in each file as its output intent; for DriveThruCards' own SWOP condition install Ghostscript's profile (apt-get install libgs-common) or pass --cmyk-profile FILE`
    : undefined;
}
