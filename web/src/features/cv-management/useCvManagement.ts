/**
 * The CV list's state (docs/requirements.md#cv-management): filters and page read from and written
 * to the URL (so a reload or a shared link shows the same list), the page of resumes, the row
 * actions and their dialog, Check Expired CVs, delete and Export CSV. Used by `CvManagementPage.tsx`.
 */
import { SUBMISSION_SOURCES, type SubmissionSource } from '@functions/contract/cv-policy';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';
import type { ResumeSort } from '@functions/contract/schemas/resume-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { reasonOf } from '@/components/admin/row-action';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { candidatePath, fromList } from '@/lib/candidate-link';
import { isFiltered, RESUMES_KEY, type ResumeFilters, resumesQuery } from '@/lib/resumes';
import { useUrlText } from '@/lib/use-url-text';
import { checkExpiredResumes, deleteResume } from './api';
import { useSelection } from './BulkActions';
import { exportResumesCsv } from './csv';
import { cvManagementMessages as M } from './messages';
import type { ResumeAction } from './ResumeTable';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function filtersFrom(params: URLSearchParams): ResumeFilters {
  const status = params.get('status') ?? '';
  const sort = params.get('sort');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const expiring = params.get('expiring') ?? '';
  const source = params.get('source') ?? '';
  const search = params.get('search') ?? '';
  return {
    search,
    skill: params.get('skill') ?? '',
    status: (RESUME_STATUSES as readonly string[]).includes(status) ? (status as ResumeStatus) : '',
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(to) ? to : '',
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
  if (filters.to) out.to = filters.to;
  if (filters.sort !== defaultSort(filters.search)) out.sort = filters.sort;
  // The expiring view reads the expiry index, which a search or a skill cannot narrow.
  if (filters.expiring && !out.search && !out.skill) out.expiring = filters.expiring;
  // The source view reads the newest-first list only: a search, a skill, expiring or A-Z leave it.
  if (filters.source && !out.search && !out.skill && !out.expiring && !out.sort) out.source = filters.source;
  if (page > 1) out.page = String(page);
  return out;
}

type Open = { kind: 'status' | 'posting' | 'email' | 'expiry' | 'delete'; resume: Resume } | null;

/** The list page's state and actions; see the module's note. */
export function useCvManagement() {
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

  const resumes = useQuery(resumesQuery(page, filters));

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
    if (action === 'email' && !resume.email) {
      toast.error(M.noEmail);
      return;
    }
    if (action === 'status' && !resume.cv) {
      toast.error(M.status.noCv);
      return;
    }
    setOpen({ kind: action, resume });
  };
  const clearFilters = () => {
    setSearchText('');
    setSkillText('');
    setParams({}, { replace: true });
  };

  return {
    page,
    filters,
    filtered: isFiltered(filters),
    setFilters,
    clearFilters,
    searchText,
    setSearchText,
    skillText,
    setSkillText,
    goTo,
    listState,
    resumes,
    selection,
    refresh,
    onAction,
    /** The dialog open on a row, if any; `closeDialog` closes it. */
    open,
    closeDialog: () => setOpen(null),
    remove,
    exporting,
    exportCsv,
    mayCheckExpired,
    checkExpired,
  };
}

/** What `useCvManagement` gives the page's parts. */
export type CvManagement = ReturnType<typeof useCvManagement>;
