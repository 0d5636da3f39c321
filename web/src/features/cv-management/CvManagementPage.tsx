import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorBox, Spinner } from '../../components/feedback';
import { useDocumentTitle } from '../../lib/document-title';
import { cvManagementMessages as M } from './messages';
import { resumesQuery } from './queries';
import { ResumeTable } from './ResumeTable';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin and /admin/cv-management (admin-area §2 "CV Management"): resumes newest first, 10 per
 * page, with previous/next paging kept in the URL (`?page=N`). A 401 ends the admin session
 * (`admin-api.ts`), and the shell then goes to /admin-login.
 */
export function CvManagementPage() {
  useDocumentTitle(M.title);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const resumes = useQuery(resumesQuery(page));
  const data = resumes.data;
  const totalPages = Math.max(data?.totalPages ?? 1, 1);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo(0, 0);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>
        </div>
        {data ? <p className="text-sm text-slate-600">{M.total(data.totalResumes)}</p> : null}
      </div>

      <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {resumes.isPending ? (
          <div className="px-6 py-16 text-center text-slate-600">
            <Spinner label={M.loading} />
          </div>
        ) : resumes.isError && !data ? (
          <div className="space-y-4 p-6">
            <ErrorBox>{M.loadFailed(resumes.error.message)}</ErrorBox>
            <button
              type="button"
              onClick={() => resumes.refetch()}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {M.retry}
            </button>
          </div>
        ) : !data || data.resumes.length === 0 ? (
          <p className="px-6 py-16 text-center text-slate-600">{M.empty}</p>
        ) : (
          <div
            aria-busy={resumes.isFetching || undefined}
            className={resumes.isPlaceholderData ? 'opacity-60' : ''}
          >
            <ResumeTable resumes={data.resumes} />
          </div>
        )}
      </div>

      {data && data.totalResumes > 0 ? (
        <nav aria-label={M.paging.label} className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => goTo(page - 1)}
            disabled={page <= 1}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {M.paging.previous}
          </button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {M.paging.page(Math.min(page, totalPages), totalPages)}
          </p>
          <button
            type="button"
            onClick={() => goTo(page + 1)}
            disabled={page >= totalPages || resumes.isPlaceholderData}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {M.paging.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
