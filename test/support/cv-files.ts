/**
 * The project's own CV files, generated here rather than downloaded: PDFs from three producers
 * (Chromium print-to-PDF, pdf-lib, pdfkit), a password-protected PDF (pdfkit's RC4/AES encryption),
 * an image-only PDF (a Chromium screenshot embedded by pdf-lib: a "scan" without a text layer), a
 * DOCX (docx), a legacy Word 97 DOC (a minimal compound file built below with `cfb`), an HTML page
 * named .doc, and an empty file. Each takes the CV's lines of text.
 */
import CFB from 'cfb';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PDFKit from 'pdfkit';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';

export type CvLines = readonly string[];

/** A sample CV's lines: the tricky phone cases of issue 14 next to the real contact details. */
export const SAMPLE_CV: CvLines = [
  'CURRICULUM VITAE',
  'Aoife Murphy',
  'Douglas, Cork, Ireland',
  'Tel: 087 123 4567 | Mail: aoife.murphy@example.ie',
  'linkedin.com/in/aoife-murphy | github.com/aoifem | https://aoife.dev',
  'CAREER OBJECTIVE',
  'Full-stack developer: TypeScript, React, Node.js, AWS and Docker.',
  'BSc Computer Science, University College Cork, 2019-2023, GPA 3.8/4.0',
  'Student ID: 118234567',
  'Created with CVBuilder - support +1 800 555 0199',
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cvHtml = (lines: CvLines) =>
  `<!doctype html><meta charset="utf-8"><body style="font:16px/1.5 sans-serif;margin:40px">${lines
    .map((l) => `<p style="margin:0 0 6px">${escapeHtml(l)}</p>`)
    .join('')}</body>`;

let browser: Promise<Browser> | undefined;
/** One Chromium for every file of a test run; `closeCvBrowser()` in `afterAll`. */
const sharedBrowser = () => {
  browser ??= launchBrowser();
  return browser;
};

/** Closes the Chromium the generators started, if any. */
export async function closeCvBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  if (open) await (await open).close();
}

/** A PDF as Chromium prints a web page (Skia/PDF, embedded subset fonts, Identity-H text). */
export async function chromiumPdf(lines: CvLines): Promise<Uint8Array> {
  const page = await (await sharedBrowser()).newPage();
  try {
    await page.setContent(cvHtml(lines));
    return new Uint8Array(await page.pdf({ format: 'A4' }));
  } finally {
    await page.close();
  }
}

/** A PDF written by pdf-lib with a standard font (WinAnsi text, no font embedded). */
export async function pdfLibPdf(lines: CvLines): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font });
  return doc.save();
}

/** A PDF written by pdfkit; with `userPassword` it opens only with that password. */
export function pdfkitPdf(lines: CvLines, opts: { userPassword?: string } = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({
      size: 'A4',
      ...(opts.userPassword ? { userPassword: opts.userPassword, pdfVersion: '1.7' as const } : {}),
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A PNG of the lines as Chromium renders them (black on white, 2× scale for legibility). */
export async function cvPng(lines: CvLines): Promise<Uint8Array> {
  const page = await (await sharedBrowser()).newPage({
    viewport: { width: 900, height: 80 + lines.length * 34 },
    deviceScaleFactor: 2,
  });
  try {
    await page.setContent(cvHtml(lines));
    return new Uint8Array(await page.screenshot({ type: 'png', fullPage: true }));
  } finally {
    await page.close();
  }
}

/** A "scanned" CV: one page holding only an image of the text, no text layer at all. */
export async function imageOnlyPdf(lines: CvLines): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(await cvPng(lines));
  const page = doc.addPage([595, 842]);
  const width = 515;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 40, y: 842 - 40 - height, width, height });
  return doc.save();
}

/** A DOCX written by the `docx` package, one paragraph per line. */
export async function docxFile(lines: CvLines): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: lines.map((t) => new Paragraph(t)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * A Word 97-2003 binary document ([MS-DOC]) with the least a reader needs: a compound file holding
 * a `WordDocument` stream (the FIB, then the text as UTF-16LE) and a `1Table` stream whose CLX has
 * one piece covering the whole text. Paragraphs end in CR, as Word writes them.
 */
export function wordDoc(lines: CvLines): Uint8Array {
  const text = `${lines.join('\r')}\r`;
  const TEXT_AT = 0x800; // after the FIB (1,162 bytes in Word 97), on a sector boundary
  const textBytes = Buffer.from(text, 'utf16le');
  const wordDocument = Buffer.alloc(TEXT_AT + textBytes.length);
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent: Word binary file
  wordDocument.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  wordDocument.writeUInt32LE(TEXT_AT + textBytes.length, 0x1c); // fcMac
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText: characters of the main document
  textBytes.copy(wordDocument, TEXT_AT);
  // CLX = Pcdt: 0x02, lcb, PlcPcd { CP[2], PCD[1] }; the PCD's fc without 0x40000000 means UTF-16.
  const plcPcd = Buffer.alloc(4 * 2 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(text.length, 4);
  plcPcd.writeUInt32LE(TEXT_AT, 8 + 2);
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx: the CLX opens the table stream
  wordDocument.writeUInt32LE(clx.length, 0x1a6); // lcbClx
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, '/WordDocument', wordDocument);
  CFB.utils.cfb_add(cfb, '/1Table', clx);
  return new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
}

/** A web page saved with a .doc name (what some CV builders export): not a Word document. */
export function htmlNamedDoc(lines: CvLines): Uint8Array {
  return new TextEncoder().encode(
    `<html><head><meta name=ProgId content=Word.Document></head>${cvHtml(lines)}</html>`,
  );
}

/** A file with no bytes at all. */
export function emptyFile(): Uint8Array {
  return new Uint8Array(0);
}
