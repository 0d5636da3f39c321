import { SUBMISSION_SOURCES, type SubmissionSource } from '@functions/contract/cv-policy';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';
import type { ResumeSort } from '@functions/contract/schemas/resume-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { DeleteDialog } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { reasonOf } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { candidatePath, fromList } from '@/lib/candidate-link';
import { useDocumentTitle } from '@/lib/document-title';
import { isFiltered, RESUMES_KEY, type ResumeFilters, resumesQuery } from '@/lib/resumes';
import { useUrlText } from '@/lib/use-url-text';
import { emailApplicant } from './actions';
import { checkExpiredResumes, deleteResume } from './api';
import { BulkActions, useSelection } from './BulkActions';
import { exportResumesCsv } from './csv';
import { cvManagementMessages as M } from './messages';
import { SetExpiryDialog, UpdateStatusDialog } from './ResumeDialogs';
import { type ResumeAction, ResumeTable } from './ResumeTable';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function filtersFrom(params: URLSearchParams): ResumeFilters {
  const status = params.get('status') ?? '';
  const sort = params.get('sort');
  const from = params.get('from') ?? '';
  const expiring = params.get('expiring') ?? '';
  const source = params.get('source') ?? '';
  const search = params.get('search') ?? '';
  return {
    search,
    skill: params.get('skill') ?? '',
    status: (RESUME_STATUSES as readonly string[]).includes(status) ? (status as ResumeStatus) : '',
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : '',
    sort: sort === 'name' || sort === 'newest' ? sort : defaultSort(search),
    expiring: /^[1-9]\d?$/.test(expiring) ? expiring : '',
    source: (SUBMISSION_SOURCES as readonly string[]).includes(source) ? (source as SubmissionSource) : '',
  };
}

/** A search is ranked by relevance unless another order is chosen; the plain list is newest first. */
const defaultSort = (search: string): ResumeSort => (search.trim() ? 'relevance' : 'newest');

function toParams(filters: ResumeFilters, page: number): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.search.trim()) out.search = filters.search.trim();
  if (filters.status) out.status = filters.status;
  if (filters.skill.trim()) out.skill = filters.skill.trim();
  if (filters.from) out.from = filters.from;
  if (filters.sort !== defaultSort(filters.search)) out.sort = filters.sort;
  // The expiring view reads the expiry index, which a search or a skill cannot narrow.
  if (filters.expiring && !out.search && !out.skill) out.expiring = filters.expiring;
  // The source view reads the newest-first list only: a search, a skill, expiring or A-Z leave it.
  if (filters.source && !out.search && !out.skill && !out.expiring && !out.sort) out.source = filters.source;
  if (page > 1) out.page = String(page);
  return out;
}

/** One labelled control of the filter bar. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

type Open = { kind: 'status' | 'expiry' | 'delete'; resume: Resume } | null;

/**
 * /admin/cv-management (docs/requirements.md#cv-management): the filtered (search, status, skill, date),
 * paged resume table with its
 * row actions and dialogs (the name and View Details open the candidate page, CandidatePage.tsx), bulk actions on selected rows (BulkActions.tsx), Check Expired CVs and
 * Export CSV. Filters and page live in the URL, so a reload or a shared link shows the same list.
 */
export function CvManagementPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const filters = filtersFrom(params);
  // A candidate opened from here comes back to this list as it is now (search, filters, page).
  const listState = fromList(params.size ? `?${params}` : '');
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const selection = useSelection();
  const ids = { search: useId(), status: useId(), skill: useId(), from: useId(), sort: useId() };

  const resumes = useQuery(resumesQuery(page, filters));
  const data = resumes.data;
  const totalPages = Math.max(data?.totalPages ?? 1, 1);

  // From the address as it is now, not as this render saw it: two quick changes (status, then sort)
  // must both stay, even when the second comes before the first has re-rendered the page.
  const setFilters = (next: Partial<ResumeFilters>) =>
    setParams(toParams({ ...filtersFrom(new URLSearchParams(window.location.search)), ...next }, 1), {
      replace: true,
    });
  const [searchText, setSearchText] = useUrlText(filters.search, (search) =>
    // An order never chosen follows the search: relevance while searching, newest otherwise.
    setFilters(
      new URLSearchParams(window.location.search).has('sort')
        ? { search }
        : { search, sort: defaultSort(search) },
    ),
  );
  const [skillText, setSkillText] = useUrlText(filters.skill, (skill) => setFilters({ skill }));

  const goTo = (next: number) => {
    setParams(toParams(filters, next));
    window.scrollTo(0, 0);
  };

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };

  const mayCheckExpired = useAdminMayCall('POST /resume/check-expired');
  const checkExpired = useMutation({
    mutationFn: checkExpiredResumes,
    onSuccess: async (n) => {
      toast.success(M.checkedExpired(n));
      await refresh();
    },
    onError: (error) => toast.error(M.checkExpiredFailed(reasonOf(error))),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteResume(id),
    onSuccess: async () => {
      toast.success(M.remove.deleted);
      setOpen(null);
      await refresh();
    },
    onError: (error) => toast.error(M.remove.failed(reasonOf(error))),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportResumesCsv(filters);
      toast.success(M.exportedCsv);
    } catch (error) {
      toast.error(M.exportCsvFailed(reasonOf(error)));
    } finally {
      setExporting(false);
    }
  };

  const onAction = (action: ResumeAction, resume: Resume) => {
    if (!resume._id) {
      toast.error(M.invalidRecord);
      return;
    }
    if (action === 'details') {
      navigate(candidatePath(resume._id), { state: listState });
      return;
    }
    if (action === 'email') {
      if (!resume.email) toast.error(M.noEmail);
      else emailApplicant(resume.email);
      return;
    }
    if (action === 'status' && !resume.cv) {
      toast.error(M.status.noCv);
      return;
    }
    setOpen({ kind: action, resume });
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const clearFilters = () => {
    setSearchText('');
    setSkillText('');
    setParams({}, { replace: true });
  };
  const filtered = isFiltered(filters);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={M.title}
        subtitle={
          <>
            {M.subtitle}
            {data ? (
              <span className="ml-1 font-medium text-slate-700">· {M.total(data.totalResumes)}</span>
            ) : null}
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} disabled={exporting} onClick={exportCsv}>
            {exporting ? <Spinner className="size-4" /> : null}
            {exporting ? M.exportingCsv : M.exportCsv}
          </button>
          {mayCheckExpired ? (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={checkExpired.isPending}
              onClick={() => checkExpired.mutate()}
            >
              {checkExpired.isPending ? <Spinner className="size-4 text-white" /> : null}
              {checkExpired.isPending ? M.checkingExpired : M.checkExpired}
            </button>
          ) : null}
        </div>
      </PageHeader>

      <search
        aria-label={M.filters.label}
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <FilterField id={ids.search} label={M.filters.search}>
          <input
            id={ids.search}
            type="search"
            value={searchText}
            placeholder={M.filters.searchPlaceholder}
            onChange={(e) => setSearchText(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.status} label={M.filters.status}>
          <select
            id={ids.status}
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as ResumeStatus | '' })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{M.filters.allStatuses}</option>
            {RESUME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {M.statuses[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={ids.skill} label={M.filters.skill}>
          <input
            id={ids.skill}
            type="search"
            value={skillText}
            maxLength={40}
            placeholder={M.filters.skillPlaceholder}
            onChange={(e) => setSkillText(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.from} label={M.filters.from}>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={(e) => setFilters({ from: e.target.value })}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.sort} label={M.filters.sort}>
          <select
            id={ids.sort}
            value={filters.sort}
            onChange={(e) => setFilters({ sort: e.target.value as ResumeSort })}
            className={`${inputClass} mt-1`}
          >
            {filters.search.trim() ? <option value="relevance">{M.filters.relevance}</option> : null}
            <option value="newest">{M.filters.newest}</option>
            <option value="name">{M.filters.name}</option>
          </select>
        </FilterField>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!filtered && filters.sort === 'newest'}
          onClick={clearFilters}
        >
          {M.filters.clear}
        </button>
        {filters.expiring ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 sm:col-span-2 lg:col-span-6">
            <span className="rounded-full bg-warning-50 px-3 py-1 font-medium text-warning-700">
              {M.filters.expiring(filters.expiring)}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ expiring: '' })}
            >
              {M.filters.removeExpiring}
            </button>
          </p>
        ) : null}
        {filters.source ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 sm:col-span-2 lg:col-span-6">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">
              {M.filters.source(M.detail.sources[filters.source])}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ source: '' })}
            >
              {M.filters.removeSource}
            </button>
          </p>
        ) : null}
      </search>

      <BulkActions
        selection={selection}
        filters={filters}
        totalMatching={data?.totalResumes ?? 0}
        onChanged={refresh}
      />

      {/* clip, not hidden: the table's sticky header must stick to the page, not to this box. */}
      <div className="mt-4 overflow-clip rounded-2xl border border-slate-200 bg-white shadow-sm">
        {resumes.isPending ? (
          <LoadingPanel label={M.loading} />
        ) : resumes.isError && !data ? (
          <LoadErrorPanel
            message={M.loadFailed(resumes.error.message)}
            retryLabel={M.retry}
            onRetry={() => resumes.refetch()}
          />
        ) : !data || data.resumes.length === 0 ? (
          filtered ? (
            <div className="px-6 py-16 text-center">
              <p className="text-slate-600">{M.emptyFiltered}</p>
              <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={clearFilters}>
                {M.filters.clear}
              </button>
            </div>
          ) : (
            <p className="px-6 py-16 text-center text-slate-600">{M.empty}</p>
          )
        ) : (
          <div
            aria-busy={resumes.isFetching || undefined}
            className={resumes.isPlaceholderData ? 'opacity-60' : ''}
          >
            <ResumeTable
              resumes={data.resumes}
              onAction={onAction}
              listState={listState}
              onSkill={(skill) => setFilters({ skill })}
              selection={selection}
            />
          </div>
        )}
      </div>

      {data && data.totalResumes > 0 ? (
        <Pager
          texts={M.paging}
          page={page}
          totalPages={totalPages}
          loadingPage={resumes.isPlaceholderData}
          onPage={goTo}
          className="mt-4"
        />
      ) : null}

      <UpdateStatusDialog resume={open?.kind === 'status' ? open.resume : null} onOpenChange={close} />
      <SetExpiryDialog resume={open?.kind === 'expiry' ? open.resume : null} onOpenChange={close} />
      <DeleteDialog
        target={open?.kind === 'delete' ? open.resume : null}
        name={(resume) => resume.name}
        texts={M.remove}
        busy={remove.isPending}
        onClose={() => setOpen(null)}
        onConfirm={(resume) => remove.mutate(resume._id)}
      />
    </div>
  );
}
