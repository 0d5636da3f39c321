/**
 * Real CV documents made by the tests: a PDF (pdf-lib) and a DOCX (docx), each with the candidate's
 * name and email in their text, plus a text file to pose as a PDF.
 */
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF of at least ~1.5 KB (the CV minimum is 1024 bytes). */
export async function makePdf(name: string, email: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    name,
    email,
    'Experience: TypeScript, React, AWS, Docker',
    ...Array(20).fill('Cork, Ireland'),
  ];
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font });
  return doc.save();
}

/** A DOCX with a few paragraphs. */
export async function makeDocx(name: string, email: string): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: [name, email, 'Skills: Python, SQL, Kubernetes'].map((t) => new Paragraph(t)) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** Plain text padded past 1024 bytes: a renamed text file, not a document. */
export function makeFakePdf(): Uint8Array {
  return new TextEncoder().encode(`This is not a PDF.\n${'x'.repeat(2048)}`);
}
