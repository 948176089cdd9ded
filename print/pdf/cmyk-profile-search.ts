// Where a machine keeps CMYK profiles. Ghostscript's SWOP-based default_cmyk.icc (Debian's
// libgs-common, and Ghostscript's own install elsewhere) is used without asking; the profiles an
// operating system or Adobe's applications ship are named in the hint when it is missing, so the
// user can pass one to --cmyk-profile (it is then embedded as the output intent). docs/print.md.
import { existsSync } from 'node:fs';
import { win32 } from 'node:path';

export interface ProfileSearch {
  /** Ghostscript's default_cmyk.icc wherever it may be installed, in order. */
  readonly ghostscript: readonly string[];
  /** Profiles the OS or common applications ship: named in the hint, never used unasked. */
  readonly shipped: readonly { readonly path: string; readonly label: string }[];
}

export function systemProfiles(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
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
    return {
      ghostscript: [],
      shipped: [
        {
          path: win32.join(root, 'System32', 'spool', 'drivers', 'color', 'RSWOP.icm'),
          label: "Windows' SWOP profile (RSWOP.icm)",
        },
        {
          path: win32.join(common, 'Adobe', 'Color', 'Profiles', 'Recommended', 'USWebCoatedSWOP.icc'),
          label: "Adobe's U.S. Web Coated (SWOP) v2",
        },
      ],
    };
  }
  if (platform === 'darwin') {
    return {
      ghostscript: gs,
      shipped: [
        {
          path: '/Library/Application Support/Adobe/Color/Profiles/Recommended/USWebCoatedSWOP.icc',
          label: "Adobe's U.S. Web Coated (SWOP) v2",
        },
        {
          path: '/System/Library/ColorSync/Profiles/Generic CMYK Profile.icc',
          label: 'macOS ColorSync "Generic CMYK Profile"',
        },
      ],
    };
  }
  // Debian's colord and icc-profiles-free packages have no CMYK profile: Ghostscript's is the one.
  return { ghostscript: gs, shipped: [] };
}

/** The first Ghostscript profile present, if any. */
export const findGhostscriptProfile = (s: ProfileSearch): string | undefined =>
  s.ghostscript.find((p) => existsSync(p));

/** What to do when no Ghostscript profile is installed: the shipped profiles this machine has, else where they usually are. */
export function missingProfileHint(s: ProfileSearch): string {
  const found = s.shipped.filter((p) => existsSync(p.path));
  if (found.length)
    return `this machine has ${found.map((p) => `${p.label}: pass it as --cmyk-profile "${p.path}"`).join('; or ')} (it is embedded in each file as the output intent); or install Ghostscript (Debian/Ubuntu: apt-get install libgs-common; macOS: brew install ghostscript)`;
  return 'install Ghostscript\'s profiles (Debian/Ubuntu: apt-get install libgs-common; macOS: brew install ghostscript), or pass a CMYK profile with --cmyk-profile FILE — macOS ships "/System/Library/ColorSync/Profiles/Generic CMYK Profile.icc", Windows "C:\\Windows\\System32\\spool\\drivers\\color\\RSWOP.icm"; DriveThruCards recommends U.S. Web Coated (SWOP) v2';
}
