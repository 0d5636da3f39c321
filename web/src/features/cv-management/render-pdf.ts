/**
 * PDF rendering of the candidate page (docs/requirements.md#candidate-page): pdf.js with its worker
 * as a separate file that Vite emits (`lib/pdfjs.ts`). Imported dynamically by `CvPreview.tsx`, so the admin area
 * downloads pdf.js only when a candidate page shows a PDF (docs/architecture.md#candidate-page).
 */
import { loadPdfjs } from '@/lib/pdfjs';

/** Largest page width drawn (CSS pixels); the canvas is scaled down by CSS on narrow screens. */
const MAX_WIDTH = 900;

/**
 * Draws every page of the PDF `bytes` as one canvas each, appended to `into` (emptied first).
 * Each canvas is labelled `pageLabel(n, total)` for screen readers. Answers the page count.
 * Stops quietly once `signal` aborts (the page left, another file chosen).
 * @throws Error when pdf.js cannot read the file.
 */
export async function renderPdf(
  bytes: ArrayBuffer,
  into: HTMLElement,
  pageLabel: (page: number, total: number) => string,
  signal: AbortSignal,
): Promise<number> {
  const { getDocument } = await loadPdfjs();
  // No eval: the site's Content-Security-Policy forbids it (lib/security-headers.ts).
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  into.replaceChildren();
  const ratio = window.devicePixelRatio || 1;
  for (let n = 1; n <= pdf.numPages && !signal.aborted; n++) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(MAX_WIDTH / base.width, 1.5);
    const viewport = page.getViewport({ scale: scale * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = '100%';
    canvas.style.maxWidth = `${Math.floor(viewport.width / ratio)}px`;
    canvas.className = 'mx-auto block rounded border border-slate-200 bg-white shadow-sm';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', pageLabel(n, pdf.numPages));
    into.append(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return pdf.numPages;
}
