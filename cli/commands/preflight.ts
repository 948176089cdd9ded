// `fray preflight <pdf…> [--target dtc|pnp]`: a print shop's checks on any PDF (print/preflight).
import { UserError, parseFlags } from '../cli-support.js';
import { readUserBytes } from '../../infra/read-user-file.js';
import { EncryptedPdfError, inspectPdf } from '../../print/preflight/inspect-pdf.js';
import { formatFinding, preflightDocument, type PreflightTarget } from '../../print/preflight/preflight.js';

const USAGE = 'usage: fray preflight <file.pdf>... [--target dtc|pnp]';

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { target: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(
      `${USAGE}\n\nChecks PDFs for a print shop: dtc (DriveThruCards, PDF/X-1a: PDF 1.4 with a PDF/X output intent, CMYK or gray only, total ink at most 300 %, no transparency or annotations, fonts embedded, 2.5×3.5 in trim with 0.125 in bleed, images at 300 DPI, nothing in the 3 mm inside the trim, small black text in K only) or pnp (home printing: A4/Letter, fonts embedded). Both warn about type under 6 pt. Exit 1 on any error.\n`,
    );
    return 0;
  }
  const target = (flags.target ?? 'dtc') as string;
  if (target !== 'dtc' && target !== 'pnp')
    throw new UserError(`unknown --target '${target}'`, 'use --target dtc or --target pnp');
  if (!positionals.length) throw new UserError('give the PDF files to check', USAGE);
  let errors = 0;
  let warnings = 0;
  for (const file of positionals) {
    // Regular files only, up to the cap (a FIFO or /dev/zero would block or fill the memory).
    const bytes = readUserBytes(file, 'pdf', { what: 'a PDF file' });
    let doc;
    try {
      doc = await inspectPdf(bytes);
    } catch (e) {
      if (e instanceof EncryptedPdfError) {
        throw new UserError(
          `${file} is encrypted (a password or permission restrictions): it cannot be checked, and print shops reject encrypted PDFs`,
          'save a copy without security — in your PDF program, or with `qpdf --decrypt in.pdf out.pdf` (add --password=… if it has one) — and check and upload that copy',
        );
      }
      if (e instanceof UserError) throw new UserError(`${file}: ${e.message}`, e.hint);
      throw new UserError(
        `${file} is not a PDF that can be read: ${(e as Error).message.split('\n')[0]}`,
        'check that the file is a complete PDF',
      );
    }
    for (const f of preflightDocument(doc, target as PreflightTarget)) {
      process.stdout.write(`${formatFinding(file, f)}\n`);
      if (f.severity === 'error') errors++;
      else warnings++;
    }
  }
  process.stderr.write(
    `fray preflight (${target}): ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${positionals.length} file${positionals.length === 1 ? '' : 's'}\n`,
  );
  return errors ? 1 : 0;
}
