/**
 * The server's reading of CV files (functions/core/cv-text.ts, cv-ocr.ts, cv-reading.ts) on the
 * project's own generated files: PDFs from three producers, a DOCX, a Word 97 DOC, a scan read by
 * OCR, a password-protected PDF, an HTML page named .doc and an empty file. Every readable file
 * gives the same facts the text itself gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecordFacts } from '../../functions/contract/cv-skills';
import { ocrPdf } from '../../functions/core/cv-ocr';
import { readCvFacts } from '../../functions/core/cv-reading';
import { readCvText } from '../../functions/core/cv-text';
import {
  chromiumPdf,
  closeCvBrowser,
  docxFile,
  emptyFile,
  htmlNamedDoc,
  imageOnlyPdf,
  pdfkitPdf,
  pdfLibPdf,
  SAMPLE_CV,
  wordDoc,
} from '../support/cv-files';

/** The facts of SAMPLE_CV, whichever file carries it. */
const EXPECTED = {
  name: 'Aoife Murphy',
  emails: ['aoife.murphy@example.ie'],
  phones: [
    {
      e164: '+353871234567',
      national: '087 123 4567',
      international: '+353 87 123 4567',
      country: 'IE',
      callingCode: '+353',
      nationalNumber: '871234567',
    },
  ],
  links: {
    linkedin: 'https://www.linkedin.com/in/aoife-murphy',
    github: 'https://github.com/aoifem',
    portfolio: 'https://aoife.dev/',
  },
  // The server's skills: the full vocabulary (functions/contract/cv-skills.ts), in the text's order.
  skills: ['TypeScript', 'React', 'Node.js', 'AWS', 'Docker'],
};

afterAll(closeCvBrowser);

describe('text documents', () => {
  const files = {
    'Chromium print-to-PDF': { kind: 'pdf', make: () => chromiumPdf(SAMPLE_CV) },
    'pdf-lib PDF': { kind: 'pdf', make: () => pdfLibPdf(SAMPLE_CV) },
    'pdfkit PDF': { kind: 'pdf', make: () => pdfkitPdf(SAMPLE_CV) },
    'docx DOCX': { kind: 'docx', make: () => docxFile(SAMPLE_CV) },
    'Word 97 DOC': { kind: 'doc', make: async () => wordDoc(SAMPLE_CV) },
  } as const;

  for (const [label, { kind, make }] of Object.entries(files)) {
    it(`reads the facts of a ${label}`, async () => {
      const reading = await readCvFacts(await make(), kind);
      expect(reading).toMatchObject({ ...EXPECTED, protected: false, needsOcr: false });
      for (const line of SAMPLE_CV) expect(reading.text).toContain(line);
    });
  }
});

describe('a scanned CV', () => {
  let scan: Uint8Array;
  beforeAll(async () => {
    scan = await imageOnlyPdf(SAMPLE_CV);
  });

  it('has no text layer: the text pass hands it to OCR', async () => {
    expect(await readCvText(scan, 'pdf')).toEqual({ text: '', pages: 1, protected: false, needsOcr: true });
  });

  it('is read by OCR, with the same facts', async () => {
    const { text, pages } = await ocrPdf(scan);
    expect(pages).toBe(1);
    const facts = findRecordFacts(text);
    expect(facts).toMatchObject({
      name: EXPECTED.name,
      emails: EXPECTED.emails,
      phones: EXPECTED.phones,
      skills: EXPECTED.skills,
    });
    expect(facts.links).toMatchObject({ linkedin: EXPECTED.links.linkedin, github: EXPECTED.links.github });
  });
});

describe('files without text', () => {
  it('marks a password-protected PDF "protected: no text"', async () => {
    const locked = await pdfkitPdf(SAMPLE_CV, { userPassword: 'cv-2025' });
    expect(await readCvText(locked, 'pdf')).toEqual({ text: '', pages: 0, protected: true, needsOcr: false });
  });

  it('reads nothing, and does not fail, from an HTML page named .doc or an empty file', async () => {
    const none = { text: '', pages: 0, protected: false, needsOcr: false };
    expect(await readCvText(htmlNamedDoc(SAMPLE_CV), 'doc')).toEqual(none);
    expect(await readCvText(emptyFile(), 'pdf')).toEqual(none);
    expect(await readCvText(emptyFile(), 'docx')).toEqual(none);
  });
});
