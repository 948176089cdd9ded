// What `pdf-lib` resolves to in dist/ (esbuild alias, scripts/build-cli.mjs): the package's
// one-file build loaded through V8's code cache (pdf-lib-module.ts). Only the names fray imports
// are re-exported; importing another one fails the build ("No matching export"), so add it here.
import { loadPdfLib } from './pdf-lib-module.js';

const lib = loadPdfLib().exports;
export const {
  decodePDFRawStream,
  EncryptedPDFError,
  PDFArray,
  PDFCatalog,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
} = lib;
