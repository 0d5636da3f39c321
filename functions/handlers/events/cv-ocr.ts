/**
 * OCR of a scanned CV (docs/architecture.md#upload-path): started asynchronously by `cv-received` when
 * an accepted PDF has no text layer, with memory of its own (`eventFunctions.cvOcr`). Reads the pages
 * with tesseract, keeps the text beside the file and the facts on its submission, as the text pass does.
 * Event: `{ resumeId, submissionId, cvKey }` (`CvOcrRequest`).
 */
import { findRecordFacts } from '../../contract/cv-skills.js';
import { ocrPdf } from '../../core/cv-ocr.js';
import { type CvOcrRequest, keepOcrReading } from '../../core/cv-reading.js';
import { logger } from '../../core/log.js';
import { countEvent, traced } from '../../core/observability.js';
import { readObject } from '../../core/storage.js';

export const handler = traced(async (event: CvOcrRequest): Promise<{ status: string; pages: number }> => {
  const { text, pages } = await ocrPdf(await readObject(event.cvKey));
  const reading = { ...findRecordFacts(text), text, protected: false, needsOcr: false };
  await keepOcrReading(event, reading);
  logger.info('cv-ocr: read', { resumeId: event.resumeId, pages, chars: text.length });
  countEvent('CvExtracted', { outcome: text ? 'ocr' : 'ocr-no-text' });
  return { status: text ? 'ocr' : 'no-text', pages };
});
