/**
 * OCR of a scanned CV (docs/architecture.md#upload-path): started asynchronously by `cv-received` when a PDF has no
 * text layer, with memory of its own (`eventFunctions.cvOcr`). Reads the pages with tesseract,
 * keeps the text beside the CV and the facts on the resume record, as the text pass does.
 * Event: `{ resumeId, cvKey }` (`CvOcrRequest`).
 */
import { findCvFacts } from '../../contract/cv-facts.js';
import { ocrPdf } from '../../core/cv-ocr.js';
import { type CvOcrRequest, keepCvReading } from '../../core/cv-reading.js';
import { logger } from '../../core/log.js';
import { readObject } from '../../core/storage.js';

export const handler = async (event: CvOcrRequest): Promise<{ status: string; pages: number }> => {
  const { text, pages } = await ocrPdf(await readObject(event.cvKey));
  const reading = { ...findCvFacts(text), text, protected: false, needsOcr: false };
  await keepCvReading(event.resumeId, event.cvKey, reading, text ? 'ocr' : 'no-text');
  logger.info('cv-ocr: read', { resumeId: event.resumeId, pages, chars: text.length });
  return { status: text ? 'ocr' : 'no-text', pages };
};
