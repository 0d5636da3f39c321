import { buttonClass } from '@/components/admin/buttons';
import { DeleteDialog } from '@/components/admin/dialogs';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { AddToPostingDialog } from '@/components/applications/AddToPostingDialog';
import { ComposeMailDialog } from '@/components/candidate-mail/ComposeMailDialog';
import { Spinner } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { BulkActions } from './BulkActions';
import { CvFilters } from './CvFilters';
import { cvManagementMessages as M } from './messages';
import { SetExpiryDialog, UpdateStatusDialog } from './ResumeDialogs';
import { ResumeTable } from './ResumeTable';
import { type CvManagement, useCvManagement } from './useCvManagement';

/**
 * /admin/cv-management (docs/requirements.md#cv-management): the filtered (search, status, skill, date),
 * paged resume table with its row actions and dialogs (the name and View Details open the candidate
 * page, CandidatePage.tsx), bulk actions on selected rows (BulkActions.tsx), Check Expired CVs and
 * Export CSV. A view of `useCvManagement`, which keeps filters and page in the URL.
 */
export function CvManagementPage() {
  useDocumentTitle(M.title);
  const list = useCvManagement();
  const { resumes, open, page } = list;
  const data = resumes.data;
  const close = (isOpen: boolean) => {
    if (!isOpen) list.closeDialog();
  };
  return (
    <div className="mx-auto max-w-7xl">
      <ListHeader list={list} />
      <CvFilters list={list} />
      <BulkActions
        selection={list.selection}
        filters={list.filters}
        totalMatching={data?.totalResumes ?? 0}
        onChanged={list.refresh}
      />
      {/* clip, not hidden: the table's sticky header must stick to the page, not to this box. */}
      <div className="mt-4 overflow-clip rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ListBody list={list} />
      </div>
      {data && data.totalResumes > 0 ? (
        <Pager
          texts={M.paging}
          page={page}
          totalPages={Math.max(data.totalPages, 1)}
          loadingPage={resumes.isPlaceholderData}
          onPage={list.goTo}
          className="mt-4"
        />
      ) : null}
      <UpdateStatusDialog resume={open?.kind === 'status' ? open.resume : null} onOpenChange={close} />
      <SetExpiryDialog resume={open?.kind === 'expiry' ? open.resume : null} onOpenChange={close} />
      <ComposeMailDialog resume={open?.kind === 'email' ? open.resume : null} onOpenChange={close} />
      <AddToPostingDialog
        open={open?.kind === 'posting'}
        onOpenChange={close}
        resumeIds={open?.kind === 'posting' ? [open.resume._id] : []}
        who={open?.resume.name ?? ''}
      />
      <DeleteDialog
        target={open?.kind === 'delete' ? open.resume : null}
        name={(resume) => resume.name}
        texts={M.remove}
        busy={list.remove.isPending}
        onClose={list.closeDialog}
        onConfirm={(resume) => list.remove.mutate(resume._id)}
      />
    </div>
  );
}

/** Title, total, Export CSV and (for a role that may) Check Expired CVs. */
function ListHeader({ list }: { list: CvManagement }) {
  const { data } = list.resumes;
  const { exporting, checkExpired } = list;
  return (
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
        <button type="button" className={buttonClass.secondary} disabled={exporting} onClick={list.exportCsv}>
          {exporting ? <Spinner className="size-4" /> : null}
          {exporting ? M.exportingCsv : M.exportCsv}
        </button>
        {list.mayCheckExpired ? (
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
  );
}

/** The table, or what stands in its place: loading, the load error with Retry, or an empty list. */
function ListBody({ list }: { list: CvManagement }) {
  const { resumes } = list;
  const data = resumes.data;
  // The search the shown rows answer, once they are its own and not the previous list kept in view:
  // what the browser tests wait on before reading rows (test/support/browser.ts searchCvList).
  const resultsFor = resumes.isPlaceholderData ? undefined : list.filters.search.trim();
  if (resumes.isPending) return <LoadingPanel label={M.loading} />;
  if (resumes.isError && !data)
    return (
      <LoadErrorPanel
        message={M.loadFailed(resumes.error.message)}
        retryLabel={M.retry}
        onRetry={() => resumes.refetch()}
      />
    );
  if (!data || data.resumes.length === 0)
    return list.filtered ? (
      <div className="px-6 py-16 text-center" data-results-for={resultsFor}>
        <p className="text-slate-600">{M.emptyFiltered}</p>
        <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={list.clearFilters}>
          {M.filters.clear}
        </button>
      </div>
    ) : (
      <p className="px-6 py-16 text-center text-slate-600">{M.empty}</p>
    );
  return (
    <div
      aria-busy={resumes.isFetching || undefined}
      className={resumes.isPlaceholderData ? 'opacity-60' : ''}
      data-results-for={resultsFor}
    >
      <ResumeTable
        resumes={data.resumes}
        onAction={list.onAction}
        listState={list.listState}
        onSkill={(skill) => list.setFilters({ skill })}
        selection={list.selection}
      />
    </div>
  );
}
