/**
 * OCR of a scanned CV (a PDF whose pages are images without a text layer), docs/architecture.md#upload-path. Only the
 * `events/cv-ocr` function imports this module: tesseract.js and its English trained data are heavy
 * (memory, bundle) and never ship with the upload path. The trained data comes from the npm package
 * `@tesseract.js-data/eng`, installed with the function: nothing is downloaded at run time.
 */
import { tmpdir } from 'node:os';
import eng from '@tesseract.js-data/eng';
import { createWorker } from 'tesseract.js';
import { extractImages, getDocumentProxy } from 'unpdf';

/** Pages read by OCR at most: a CV's contact details and skills are on its first pages. */
export const MAX_OCR_PAGES = 5;

/** Images smaller than this on either side are logos or icons, not scanned pages. */
const MIN_SCAN_SIDE_PX = 300;

/**
 * A bitmap from a PDF as a binary PNM (P5 grey / P6 colour), a format tesseract's image reader
 * (Leptonica) reads without any encoder on our side. Input: raw pixels, 1, 3 or 4 channels.
 */
export function toPnm(image: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}) {
  const { data, width, height, channels } = image;
  const grey = channels === 1;
  const header = Buffer.from(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'ascii');
  if (channels !== 4)
    return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, o = 0; i < data.length; i += 4, o += 3) {
    rgb[o] = data[i]!;
    rgb[o + 1] = data[i + 1]!;
    rgb[o + 2] = data[i + 2]!;
  }
  return Buffer.concat([header, rgb]);
}

/**
 * The text of a scanned PDF: every page-sized image of the first {@link MAX_OCR_PAGES} pages read
 * by tesseract (English). Output: the text (pages separated by blank lines) and how many pages were
 * read. Throws what PDF.js throws for a file that is not a readable PDF.
 */
export async function ocrPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  // Lambda's only writable directory is /tmp: the gunzipped trained data is cached there.
  const worker = await createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cachePath: tmpdir(),
  });
  try {
    const pages = Math.min(pdf.numPages, MAX_OCR_PAGES);
    const texts: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const images = await extractImages(pdf, n);
      const scans = images.filter((i) => i.width >= MIN_SCAN_SIDE_PX && i.height >= MIN_SCAN_SIDE_PX / 3);
      for (const image of scans) {
        const { data } = await worker.recognize(toPnm(image));
        texts.push(data.text.trim());
      }
    }
    return { text: texts.filter(Boolean).join('\n\n'), pages };
  } finally {
    await worker.terminate();
    await pdf.loadingTask.destroy();
  }
}
