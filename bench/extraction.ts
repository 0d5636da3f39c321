/**
 * The server's reading of CVs (issue 14; functions/core/cv-text.ts, cv-ocr.ts): extraction time per
 * file kind on the project's generated CV files (test/support/cv-files.ts), and the size of the two
 * functions that read CVs — `events/cv-received` (text pass: PDF.js, mammoth, word-extractor) and
 * `events/cv-ocr` (its bundle plus tesseract.js and the English trained data shipped beside it).
 *
 * Budgets: text PDFs and DOCX ≤ 1 s p95 (the text pass runs inside the upload's event); OCR ≤ 10 s
 * per page, worker start included. Runs alone with `npx tsx bench/extraction.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CV_KEY_PREFIXES } from '../functions/contract/cv-keys.js';
import { eventFunctions } from '../functions/contract/routes.js';
import { ocrPdf } from '../functions/core/cv-ocr.js';
import { type CvKind, readCvText } from '../functions/core/cv-text.js';
import { dependencyClosure, PROJECT_ROOT } from '../lib/constructs/api-function.js';
import {
  chromiumPdf,
  closeCvBrowser,
  docxFile,
  imageOnlyPdf,
  pdfkitPdf,
  pdfLibPdf,
  SAMPLE_CV,
  wordDoc,
} from '../test/support/cv-files.js';
import { measureColdStarts } from './cold-start.js';
import { bundleFunction } from './functions.js';
import { kb, ms, percentile, type Row, textTable, verdict } from './report.js';

export const TEXT_P95_BUDGET_MS = 1000;
export const OCR_PAGE_BUDGET_MS = 10_000;
/** Rounds per file kind (the first is a warm-up and not counted). */
const ROUNDS = Number(process.env.BENCH_EXTRACTION_ROUNDS || 21);

function dirBytes(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + dirBytes(join(path, name)), 0);
}

async function timeText(kind: CvKind, bytes: Uint8Array): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await readCvText(bytes, kind);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Extraction times and the CV-reading functions' sizes, as bench rows. */
export async function measureExtraction(outDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const files: { name: string; kind: CvKind; bytes: Uint8Array; budgeted: boolean }[] = [
    { name: 'PDF (Chromium)', kind: 'pdf', bytes: await chromiumPdf(SAMPLE_CV), budgeted: true },
    { name: 'PDF (pdf-lib)', kind: 'pdf', bytes: await pdfLibPdf(SAMPLE_CV), budgeted: true },
    { name: 'PDF (pdfkit)', kind: 'pdf', bytes: await pdfkitPdf(SAMPLE_CV), budgeted: true },
    { name: 'DOCX', kind: 'docx', bytes: await docxFile(SAMPLE_CV), budgeted: true },
    { name: 'DOC (Word 97)', kind: 'doc', bytes: wordDoc(SAMPLE_CV), budgeted: false },
  ];
  const scan = await imageOnlyPdf(SAMPLE_CV);
  await closeCvBrowser();

  for (const f of files) {
    const t = await timeText(f.kind, f.bytes);
    rows.push({
      section: 'extraction',
      name: `text of a ${f.name}, ${kb(f.bytes.length)}`,
      value: `p50 ${ms(t.p50)} / p95 ${ms(t.p95)}`,
      budget: f.budgeted ? `p95 ≤ ${ms(TEXT_P95_BUDGET_MS)}` : '',
      verdict: f.budgeted ? verdict(t.p95 <= TEXT_P95_BUDGET_MS) : 'info',
      note: `${ROUNDS - 1} runs after a warm-up`,
      data: t,
    });
  }

  const t0 = performance.now();
  const { pages, text } = await ocrPdf(scan);
  const perPage = (performance.now() - t0) / Math.max(1, pages);
  rows.push({
    section: 'extraction',
    name: `OCR of a scanned PDF (${pages} page)`,
    value: `${ms(perPage)} per page`,
    budget: `≤ ${ms(OCR_PAGE_BUDGET_MS)} per page`,
    verdict: verdict(pages > 0 && text.length > 0 && perPage <= OCR_PAGE_BUDGET_MS),
    note: 'one cold run: tesseract worker start and trained data load included',
    data: { perPageMs: perPage, pages },
  });

  const received = await bundleFunction({ handler: eventFunctions.cvReceived.handler, serves: [] }, outDir);
  rows.push({
    section: 'extraction',
    name: `${received.handler} bundle`,
    value: `${kb(received.minBytes)} min / ${kb(received.gzipBytes)} gz`,
    budget: '',
    verdict: 'info',
    note: received.packages
      .slice(0, 4)
      .map((p) => `${p.name} ${kb(p.bytes)}`)
      .join(', '),
  });
  // Its cold start, as the S3 event finds it (a key it has nothing left to do for: no I/O).
  const coldLabel = 'S3 ObjectCreated → cv-received cold start';
  const cold = await measureColdStarts({
    dir: outDir,
    bundles: [received],
    targets: [
      {
        handler: received.handler,
        label: coldLabel,
        event: () => ({
          Records: [
            {
              eventName: 'ObjectCreated:Post',
              awsRegion: 'eu-west-1',
              s3: {
                bucket: { name: 'cvs' },
                object: { key: `${CV_KEY_PREFIXES.accepted}${randomUUID()}/${randomUUID()}.pdf`, size: 2048 },
              },
            },
          ],
        }),
      },
    ],
    env: { ...(process.env as Record<string, string>), AWS_REGION: 'eu-west-1' },
    runs: 5,
  });
  rows.push(
    ...cold
      .filter((r) => r.name === coldLabel)
      .map((r) => ({
        ...r,
        section: 'extraction',
        budget: '',
        verdict: 'info' as const,
        note: 'median of 5 (the empty-handler ratio in brackets)',
      })),
  );
  const ocr = await bundleFunction({ handler: eventFunctions.cvOcr.handler, serves: [] }, outDir);
  const shipped = dependencyClosure(eventFunctions.cvOcr.nodeModules);
  const shippedBytes = shipped.reduce(
    (sum, name) => sum + dirBytes(join(PROJECT_ROOT, 'node_modules', name)),
    0,
  );
  rows.push({
    section: 'extraction',
    name: `${ocr.handler} bundle + shipped modules`,
    value: `${kb(ocr.minBytes)} min + ${kb(shippedBytes)} node_modules`,
    budget: '',
    verdict: 'info',
    note: `${shipped.length} packages beside the bundle (Lambda limit 250 MB unzipped)`,
  });
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = mkdtempSync(join(tmpdir(), 'cork-bench-extraction-'));
  try {
    console.log(textTable(await measureExtraction(out)));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
