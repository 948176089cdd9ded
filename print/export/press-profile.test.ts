// Which CMYK profile a DriveThruCards file gets: the publisher's, Ghostscript's SWOP default, a
// SWOP or CMYK printer profile the platform ships (embedded), or none — and then the fix.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GHOSTSCRIPT_CMYK } from '../pdf/cmyk-profile.js';
import { choosePressProfile, folderProfiles, isCmykPrinterProfile, systemProfiles } from './press-profile.js';

const RGB = '/usr/share/color/icc/ghostscript/srgb.icc';

describe('the press profile', () => {
  it('takes the given profile, else Ghostscript’s, else a platform SWOP profile, else any CMYK printer profile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-icc-os-'));
    const gone = join(dir, 'no-ghostscript', 'default_cmyk.icc');
    const rswop = join(dir, 'RSWOP.icm');
    copyFileSync(GHOSTSCRIPT_CMYK, rswop);
    const folder = join(dir, 'ColorSync');
    mkdirSync(folder);
    copyFileSync(RGB, join(folder, 'A RGB.icc'));
    copyFileSync(GHOSTSCRIPT_CMYK, join(folder, 'Generic CMYK Profile.icc'));
    writeFileSync(join(folder, 'broken.icc'), 'not a profile');
    const swop = [{ path: rswop, label: "Windows' SWOP profile (RSWOP.icm)" }];

    expect(choosePressProfile('/my/press.icc', { ghostscript: [GHOSTSCRIPT_CMYK], swop, folders: [folder] })).toEqual({
      ok: true,
      path: '/my/press.icc',
      embed: true,
      source: 'given',
      label: '/my/press.icc',
    });
    // Ghostscript's is the registered SWOP condition: named, not embedded.
    expect(
      choosePressProfile(undefined, { ghostscript: [gone, GHOSTSCRIPT_CMYK], swop, folders: [folder] }),
    ).toMatchObject({
      ok: true,
      path: GHOSTSCRIPT_CMYK,
      embed: false,
      source: 'ghostscript',
    });
    expect(choosePressProfile(undefined, { ghostscript: [gone], swop, folders: [folder] })).toMatchObject({
      ok: true,
      path: rswop,
      embed: true,
      source: 'platform',
    });
    // An RGB profile and a file that is no profile are passed over.
    expect(choosePressProfile(undefined, { ghostscript: [gone], swop: [], folders: [folder] })).toMatchObject({
      ok: true,
      path: join(folder, 'Generic CMYK Profile.icc'),
      embed: true,
      source: 'platform',
    });
    const none = choosePressProfile(undefined, { ghostscript: [gone], swop: [], folders: [join(dir, 'nothing')] });
    expect(none.ok).toBe(false);
    if (none.ok) return;
    expect(none.message).toMatch(/^no CMYK profile on this machine/);
    expect(none.hint).toMatch(
      /apt-get install libgs-common.*--cmyk-profile FILE.*Generic CMYK Profile\.icc.*RSWOP\.icm/,
    );
  });

  it('reads only the ICC header: a CMYK printer profile, not RGB, not a FIFO or a folder', () => {
    expect(isCmykPrinterProfile(GHOSTSCRIPT_CMYK)).toBe(true);
    expect(isCmykPrinterProfile(RGB)).toBe(false);
    expect(isCmykPrinterProfile('/dev/zero')).toBe(false);
    expect(isCmykPrinterProfile(tmpdir())).toBe(false);
    expect(folderProfiles(['/usr/share/color/icc/ghostscript'])).toEqual([
      '/usr/share/color/icc/ghostscript/default_cmyk.icc',
      '/usr/share/color/icc/ghostscript/gray_to_k.icc',
      '/usr/share/color/icc/ghostscript/ps_cmyk.icc',
    ]);
  });

  it('knows where macOS, Windows and the freedesktop folders keep profiles', () => {
    const mac = systemProfiles('darwin', {}, '/Users/ann');
    expect(mac.folders).toEqual([
      '/Users/ann/Library/ColorSync/Profiles',
      '/Library/ColorSync/Profiles',
      '/System/Library/ColorSync/Profiles',
    ]);
    const win = systemProfiles('win32', { SystemRoot: 'C:\\Windows' });
    expect(win.swop[0]!.path).toBe('C:\\Windows\\System32\\spool\\drivers\\color\\RSWOP.icm');
    expect(win.folders).toEqual(['C:\\Windows\\System32\\spool\\drivers\\color']);
    const linux = systemProfiles('linux', {}, '/home/ann');
    expect(linux.ghostscript[0]).toBe(GHOSTSCRIPT_CMYK);
    expect(linux.folders).toContain('/home/ann/.local/share/color/icc');
    expect(linux.folders).toContain('/usr/share/color/icc');
  });
});
