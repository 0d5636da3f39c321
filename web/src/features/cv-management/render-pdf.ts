/**
 * PDF rendering of the candidate page (docs/requirements.md#candidate-page): pdf.js with its worker
 * as a separate file that Vite emits (`lib/pdfjs.ts`). Imported dynamically by `CvPreview.tsx`, so the admin area
 * downloads pdf.js only when a candidate page shows a PDF (docs/architecture.md#candidate-page).
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { loadPdfjs } from '@/lib/pdfjs';
import './pdf-layers.css';

/** Largest page width drawn (CSS pixels); the canvas is scaled down by CSS on narrow screens. */
const MAX_WIDTH = 900;

/** Link targets a CV may carry into the page: web and mail addresses, nothing that runs. */
const SAFE_LINK = /^(?:https?:|mailto:)/i;

type PdfPage = PDFPageProxy;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/**
 * The words printed inside a link's rectangle (PDF units, [x1, y1, x2, y2]): its accessible name, as
 * a reader sees it on the page; the address itself when no text lies there (an image link).
 */
function linkText(rect: number[], text: TextContent, url: string): string {
  const [x1, y1, x2, y2] = rect as [number, number, number, number];
  const words = text.items
    .filter((item): item is Extract<TextContent['items'][number], { str: string }> => 'str' in item)
    .filter((item) => {
      const x = item.transform[4]!;
      const y = item.transform[5]!;
      // An item's origin is its baseline start: inside the box, allowing a descender's depth below.
      return (
        x >= Math.min(x1, x2) - 1 &&
        x <= Math.max(x1, x2) &&
        y >= Math.min(y1, y2) - 4 &&
        y <= Math.max(y1, y2)
      );
    })
    .map((item) => item.str.trim())
    .filter(Boolean);
  return words.join(' ') || url.replace(/^mailto:/i, '');
}

/**
 * The page's web and mail links (its Link annotations) as real anchors over the canvas, placed in
 * percent of the page so they follow its drawn size. Opened in a new tab, without a referrer.
 */
async function linkLayer(page: PdfPage, text: TextContent): Promise<HTMLElement | undefined> {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as {
    subtype?: string;
    url?: string;
    rect?: number[];
  }[];
  const links = annotations.filter((a) => a.subtype === 'Link' && a.url && SAFE_LINK.test(a.url) && a.rect);
  if (links.length === 0) return undefined;
  const [px1, py1, px2, py2] = page.view as [number, number, number, number];
  const width = px2 - px1;
  const height = py2 - py1;
  const layer = document.createElement('div');
  layer.className = 'cv-links';
  for (const link of links) {
    const [x1, y1, x2, y2] = link.rect as [number, number, number, number];
    const a = document.createElement('a');
    a.href = link.url!;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.textContent = '';
    a.setAttribute('aria-label', linkText(link.rect!, text, link.url!));
    a.title = link.url!.replace(/^mailto:/i, '');
    a.style.left = `${((Math.min(x1, x2) - px1) / width) * 100}%`;
    a.style.top = `${((py2 - Math.max(y1, y2)) / height) * 100}%`;
    a.style.width = `${(Math.abs(x2 - x1) / width) * 100}%`;
    a.style.height = `${(Math.abs(y2 - y1) / height) * 100}%`;
    layer.append(a);
  }
  return layer;
}

/**
 * Draws every page of the PDF `bytes` into `into` (emptied first): per page a box labelled
 * `pageLabel(n, total)` holding the canvas (hidden from screen readers), pdf.js's text layer over it
 * (the words, selectable, found by the browser's find and read by screen readers) and the page's
 * web and mail links as anchors (docs/requirements.md#candidate-page). The layers follow the page's
 * drawn width (a ResizeObserver sets pdf.js's `--total-scale-factor`). Answers the page count.
 * Stops quietly once `signal` aborts (the page left, another file chosen).
 * @throws Error when pdf.js cannot read the file.
 */
export async function renderPdf(
  bytes: ArrayBuffer,
  into: HTMLElement,
  pageLabel: (page: number, total: number) => string,
  signal: AbortSignal,
): Promise<number> {
  const { getDocument, TextLayer } = await loadPdfjs();
  // No eval: the site's Content-Security-Policy forbids it (lib/security-headers.ts).
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  const resized = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const box = target as HTMLElement;
      const pageWidth = Number(box.dataset.pageWidth);
      if (pageWidth > 0 && box.clientWidth > 0)
        box.style.setProperty('--total-scale-factor', String(box.clientWidth / pageWidth));
    }
  });
  signal.addEventListener(
    'abort',
    () => {
      resized.disconnect();
      void task.destroy();
    },
    { once: true },
  );
  const pdf = await task.promise;
  into.replaceChildren();
  const ratio = window.devicePixelRatio || 1;
  for (let n = 1; n <= pdf.numPages && !signal.aborted; n++) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(MAX_WIDTH / base.width, 1.5);
    const shown = page.getViewport({ scale });
    const viewport = page.getViewport({ scale: scale * ratio });
    const cssWidth = Math.floor(shown.width);

    const box = document.createElement('div');
    box.className = 'cv-page mx-auto overflow-hidden rounded border border-slate-200 bg-white shadow-sm';
    box.style.width = '100%';
    box.style.maxWidth = `${cssWidth}px`;
    box.dataset.pageWidth = String(base.width);
    box.style.setProperty('--total-scale-factor', String(scale));
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', pageLabel(n, pdf.numPages));

    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = 'block h-auto w-full';
    // The words are in the text layer; the picture of them would be read as one unnamed image.
    canvas.setAttribute('aria-hidden', 'true');

    const textBox = document.createElement('div');
    textBox.className = 'textLayer';
    box.append(canvas, textBox);
    into.append(box);
    resized.observe(box);

    const text = await page.getTextContent();
    await Promise.all([
      page.render({ canvas, viewport }).promise,
      new TextLayer({ textContentSource: text, container: textBox, viewport: shown }).render(),
      linkLayer(page, text).then((links) => {
        if (links) box.append(links);
      }),
    ]);
  }
  return pdf.numPages;
}
