/**
 * The CV shown inside the candidate page (docs/requirements.md#candidate-page): the file is read
 * through a short-lived presigned GET (`GET /resume/{id}/download`, audited as a download) and
 * drawn in the page: a PDF with pdf.js, a DOCX as HTML with mammoth (sanitised), a DOC as the text
 * the server read from it at intake (`as=text`: no browser library reads .doc). pdf.js and mammoth are
 * loaded on demand, so neither lands in any chunk but this page's.
 */
import { DOCX_CONTENT_TYPE as DOCX } from '@functions/contract/cv-policy';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LoadingPanel } from '@/components/admin/table';
import { ErrorBox, NoticeBox } from '@/components/feedback';
import { getResumeDownload } from './api';
import { cvManagementMessages as M } from './messages';

const PDF = 'application/pdf';

/** The file behind a presigned link, with the type the server detected. */
async function fetchCv(id: string, submission: string | undefined, signal: AbortSignal) {
  const link = await getResumeDownload(id, submission);
  if (!link.url) throw new Error(M.downloadLinkMissing);
  const answer = await fetch(link.url, { signal });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  return { bytes: await answer.arrayBuffer(), contentType: link.contentType, fileName: link.fileName };
}

/** DOCX → sanitised HTML (scripts, handlers and non-web links removed). */
async function docxHtml(bytes: ArrayBuffer): Promise<string> {
  const [{ default: mammoth }, { default: DOMPurify }] = await Promise.all([
    import('mammoth/mammoth.browser.min.js'),
    import('dompurify'),
  ]);
  const { value } = await mammoth.convertToHtml({ arrayBuffer: bytes });
  return DOMPurify.sanitize(value, { ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/)/i });
}

/** A PDF drawn page by page into a box of its own. */
function PdfPages({ bytes }: { bytes: ArrayBuffer }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages?: number; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    setState({});
    import('./render-pdf')
      .then(({ renderPdf }) => renderPdf(bytes.slice(0), box.current!, M.preview.page, controller.signal))
      .then((pages) => {
        if (!controller.signal.aborted) setState({ pages });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [bytes]);
  return (
    <>
      {state.error ? <ErrorBox>{M.preview.failed(state.error)}</ErrorBox> : null}
      {state.pages === undefined && !state.error ? <LoadingPanel label={M.preview.rendering} /> : null}
      <div ref={box} data-testid="cv-pdf" data-pages={state.pages} className="space-y-4" />
    </>
  );
}

/**
 * The current CV (or one submission's file) of resume `id`, rendered in place; `submission`
 * chooses a file other than the newest accepted one.
 */
export function CvPreview({ id, submission }: { id: string; submission?: string }) {
  const file = useQuery({
    queryKey: ['admin', 'cv-file', id, submission ?? ''],
    queryFn: ({ signal }) => fetchCv(id, submission, signal),
    // Each fetch is a fresh presigned link and an audited download: keep the file while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const docx = useQuery({
    queryKey: ['admin', 'cv-html', id, submission ?? ''],
    queryFn: () => docxHtml(file.data!.bytes),
    enabled: file.data?.contentType === DOCX,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const text = useQuery({
    queryKey: ['admin', 'cv-text', id, submission ?? ''],
    queryFn: async ({ signal }) => {
      const link = await getResumeDownload(id, submission, 'text');
      const answer = await fetch(link.url, { signal });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      return answer.text();
    },
    enabled: Boolean(file.data) && file.data?.contentType !== PDF && file.data?.contentType !== DOCX,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (file.isPending) return <LoadingPanel label={M.preview.loading} />;
  if (file.isError) return <ErrorBox>{M.preview.failed(file.error.message)}</ErrorBox>;
  const { contentType, bytes } = file.data;
  if (contentType === PDF) return <PdfPages bytes={bytes} />;
  if (contentType === DOCX) {
    if (docx.isPending) return <LoadingPanel label={M.preview.rendering} />;
    if (docx.isError) return <ErrorBox>{M.preview.failed(docx.error.message)}</ErrorBox>;
    return (
      <div
        data-testid="cv-docx"
        className="max-w-none rounded border border-slate-200 bg-white p-6 text-slate-800 [&_p]:my-2 [&_table]:my-2 [&_td]:border [&_td]:border-slate-200 [&_td]:p-1"
        // Sanitised by DOMPurify above.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: mammoth's HTML, sanitised
        dangerouslySetInnerHTML={{ __html: docx.data }}
      />
    );
  }
  if (text.isPending) return <LoadingPanel label={M.preview.rendering} />;
  if (text.isError) return <NoticeBox title={M.preview.noPreviewTitle}>{M.preview.noPreview}</NoticeBox>;
  return (
    <div data-testid="cv-text">
      <p className="mb-2 text-sm text-slate-600">{M.preview.textOnly}</p>
      <pre className="max-h-[70vh] overflow-auto whitespace-pre-wrap rounded border border-slate-200 bg-white p-6 font-sans text-sm text-slate-800">
        {text.data}
      </pre>
    </div>
  );
}
