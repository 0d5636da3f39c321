/**
 * pdf.js with its worker, loaded on demand: by the Resume Assistant to read a CV's text
 * (features/resume-assistant/extract-text.ts) and by the candidate page to draw one
 * (features/cv-management/render-pdf.ts). Nothing downloads the library (~117 KB gzip) or the
 * worker file Vite emits (~361 KB) until a PDF is read.
 *
 * The worker's URL comes from a dynamic `?url` import, never a static one, like the library: the
 * `sitePages` function bundles the public route tree for prerendering
 * (docs/architecture.md#prerendered-pages) and leaves `pdfjs-dist` out (its `browserOnlyModules`),
 * which holds only as long as nothing imports it statically (esbuild, the Lambda bundler, also has
 * no `?url`).
 *
 * @returns the pdf.js module, its `GlobalWorkerOptions.workerSrc` set.
 */
export async function loadPdfjs(): Promise<typeof import('pdfjs-dist')> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}
