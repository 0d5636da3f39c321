/**
 * The text of a CV file, read in the browser: PDF with pdf.js, DOCX with mammoth. Both libraries
 * are imported only here, on demand, so no page downloads them until a visitor hands a CV to the
 * Resume Assistant; the `sitePages` function, which bundles the public pages, leaves both out
 * (`browserOnlyModules` in functions/contract/routes.ts). A legacy .doc has no reader here: its text is empty and the assistant simply
 * finds nothing. Any reader failure also gives an empty text: extraction is a convenience.
 */
import { DOCX_CONTENT_TYPE } from '@functions/contract/cv-policy';
import { loadPdfjs } from '@/lib/pdfjs';

/** Pages of a PDF that are read (a CV's contact details and skills are near the top). */
const MAX_PDF_PAGES = 5;
/** Reading gives up after this long: the upload must not wait for a slow parser. */
const EXTRACT_TIMEOUT_MS = 8000;

async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfjs();
  // No eval (the site's CSP forbids it) and no font fetching: only the text is needed, so the
  // warnings about missing font data are silenced too.
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        } else if (item.str) line += ' ';
      }
      if (line.trim()) lines.push(line);
    }
    return lines.join('\n');
  } finally {
    await task.destroy();
  }
}

async function docxText(data: ArrayBuffer): Promise<string> {
  const mammoth = (await import('mammoth/mammoth.browser.min.js')).default;
  const result = await mammoth.extractRawText({ arrayBuffer: data });
  return result.value;
}

function kindOf(file: File): 'pdf' | 'docx' | 'other' {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (file.type === DOCX_CONTENT_TYPE || name.endsWith('.docx')) return 'docx';
  return 'other';
}

/** The file's text ('' when it cannot be read in time). */
export async function extractText(file: File): Promise<string> {
  const kind = kindOf(file);
  if (kind === 'other') return '';
  const read = (async () => {
    const buffer = await file.arrayBuffer();
    return kind === 'pdf' ? pdfText(new Uint8Array(buffer)) : docxText(buffer);
  })();
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), EXTRACT_TIMEOUT_MS));
  try {
    return await Promise.race([read, timeout]);
  } catch (error) {
    console.warn('The CV text could not be read:', error);
    return '';
  }
}
