/**
 * The text of an uploaded CV, read on the server after its magic bytes were checked (docs/architecture.md#upload-path):
 * PDF with unpdf (a serverless build of PDF.js), DOCX with mammoth, legacy Word 97-2003 DOC with
 * word-extractor. A PDF without a text layer (a scan) is flagged `needsOcr`: OCR is heavy and runs
 * in its own function (`events/cv-ocr`, `cv-ocr.ts`). Imported only by the event functions: the API
 * handlers never read CV contents, and their bundles must not carry these parsers.
 */
import { logger } from './log.js';

// Each parser is imported when a document of its kind is read: the expiry sweep, which reads a CV
// only for a stuck upload, ships them installed beside its bundle, and a static import of one
// would load it at every cold start (docs/architecture.md#observability).

/** The document kinds a CV may be (the extensions of `CV_TYPES`, contract/cv-policy.ts). */
export type CvKind = 'pdf' | 'doc' | 'docx';

/** What reading a CV's bytes gave. */
export interface CvText {
  /** The text, pages separated by blank lines; '' when there is none. */
  text: string;
  /** Pages of a PDF; 0 for Word documents (they have no fixed pages). */
  pages: number;
  /** A PDF that opens only with a password: no text can be read ("protected: no text"). */
  protected: boolean;
  /** A PDF with pages but (almost) no text layer: a scan, to be read by OCR. */
  needsOcr: boolean;
}

/**
 * Fewer letters or digits than this per page means the PDF has no real text layer (a scan with a
 * page number or a builder's footer at most).
 */
const MIN_CHARS_PER_PAGE = 40;

/** The characters that count as text (letters and digits, any script). */
export function meaningfulChars(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

async function pdfText(bytes: Uint8Array): Promise<CvText> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { totalPages, text } = await extractText(pdf, { mergePages: false });
      const joined = text.map((page) => page.trim()).join('\n\n');
      const needsOcr = totalPages > 0 && meaningfulChars(joined) < MIN_CHARS_PER_PAGE * totalPages;
      return { text: joined, pages: totalPages, protected: false, needsOcr };
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (err) {
    // PDF.js signals an encrypted document it cannot open without the user password this way.
    if ((err as { name?: string }).name === 'PasswordException') {
      return { text: '', pages: 0, protected: true, needsOcr: false };
    }
    throw err;
  }
}

async function docxText(bytes: Uint8Array): Promise<CvText> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: value.trim(), pages: 0, protected: false, needsOcr: false };
}

async function docText(bytes: Uint8Array): Promise<CvText> {
  const { default: WordExtractor } = await import('word-extractor');
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  const text = [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getFootnotes()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
  return { text, pages: 0, protected: false, needsOcr: false };
}

/**
 * Reads the text of a CV whose kind was detected from its bytes (`file-type`, never the name).
 * Input: the whole file, at most 10 MB (contract/cv-policy.ts). A document the parser cannot read
 * (damaged, truncated) gives an empty text rather than an error: the CV itself stays attached and
 * downloadable, it simply has no searchable text.
 */
export async function readCvText(bytes: Uint8Array, kind: CvKind): Promise<CvText> {
  try {
    if (kind === 'pdf') return await pdfText(bytes);
    if (kind === 'docx') return await docxText(bytes);
    return await docText(bytes);
  } catch (err) {
    logger.warn('cv-text: the document could not be read', { kind, error: err as Error });
    return { text: '', pages: 0, protected: false, needsOcr: false };
  }
}
