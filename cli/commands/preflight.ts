// `fray preflight <pdf…> [--target dtc|pnp]`: a print shop's checks on any PDF (print/preflight).
import { UserError, parseFlags } from '../cli-support.js';
import { readUserBytes } from '../../infra/read-user-file.js';
import { inspectPdf } from '../../print/preflight/inspect-pdf.js';
import { formatFinding, preflightPage, type PreflightTarget } from '../../print/preflight/preflight.js';

const USAGE = 'usage: fray preflight <file.pdf>... [--target dtc|pnp]';

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { target: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(`${USAGE}\n\nChecks PDFs for a print shop: dtc (DriveThruCards, PDF/X-1a: CMYK, no transparency, fonts embedded, 2.5×3.5 in trim with 0.125 in bleed, images at 300 DPI, nothing in the 3 mm inside the trim) or pnp (home printing: A4/Letter, fonts embedded). Both warn about type under 6 pt. Exit 1 on any error.\n`);
    return 0;
  }
  const target = (flags.target ?? 'dtc') as string;
  if (target !== 'dtc' && target !== 'pnp') throw new UserError(`unknown --target '${target}'`, 'use --target dtc or --target pnp');
  if (!positionals.length) throw new UserError('give the PDF files to check', USAGE);
  let errors = 0;
  let warnings = 0;
  for (const file of positionals) {
    // Regular files only, up to the cap (a FIFO or /dev/zero would block or fill the memory).
    const bytes = readUserBytes(file, 'pdf', { what: 'a PDF file' });
    let pages;
    try {
      pages = (await inspectPdf(bytes)).pages;
    } catch (e) {
      if (e instanceof UserError) throw new UserError(`${file}: ${e.message}`, e.hint);
      throw new UserError(`${file} is not a PDF pdf-lib can read: ${(e as Error).message.split('\n')[0]}`, 'check that the file is a complete PDF');
    }
    for (const p of pages) {
      for (const f of preflightPage(p, target as PreflightTarget)) {
        process.stdout.write(formatFinding(file, f) + '\n');
        if (f.severity === 'error') errors++;
        else warnings++;
      }
    }
  }
  process.stderr.write(`fray preflight (${target}): ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${positionals.length} file${positionals.length === 1 ? '' : 's'}\n`);
  return errors ? 1 : 0;
}
