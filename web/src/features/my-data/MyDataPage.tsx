import { formatDate } from '@functions/contract/dates';
import { MY_DATA_MESSAGES as M, type MyDataExport } from '@functions/contract/schemas/my-data';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/admin/dialogs';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { MyInterviews } from './MyInterviews';
import { MyOffers } from './MyOffers';
import { type ManageLink, type MyData, useManageLink, useMyData } from './useMyData';

const button =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition disabled:opacity-60';

/** The status of an API error, if it is one. */
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * /my-data (docs/requirements.md#my-data): what is held about the candidate who opened their mail
 * link (or is signed in, or opened a link in this browser within the hour: the first call trades
 * the link's token for the page's HttpOnly cookie, so a reload still works), "Keep my CV for another 90 days" while a CV is held (fresh consent; the
 * reminder mail's first link opens the page on it), "Download all my data" (the JSON export as a
 * file), and "Erase everything" behind a confirmation dialog (the reminder's second link opens the
 * page with that dialog open), then a confirmation screen. A view of `useMyData`.
 */
export function MyDataPage() {
  useDocumentTitle(M.title);
  const { token, intent, opened } = useManageLink();
  return <MyDataView key={opened} token={token} intent={intent} opened={opened} />;
}

/** The page for one opened link (or none): a new link starts afresh, as a new page load would. */
function MyDataView(link: ManageLink) {
  const page = useMyData(link);
  const { query, auth } = page;
  // Every state but the erased one carries the page's heading, so a reader always lands on one.
  const heading = <h1 className="text-3xl font-bold text-slate-900">{M.title}</h1>;
  let body: ReactNode;
  if (page.erase.isSuccess) {
    body = (
      <section aria-labelledby="my-data-erased">
        <h1 id="my-data-erased" className="text-3xl font-bold text-slate-900">
          {M.erasedTitle}
        </h1>
        <p className="mt-4 text-slate-700">{M.erasedText}</p>
      </section>
    );
  } else if (query.isPending) {
    body = (
      <>
        {heading}
        <p className="mt-4 text-slate-600">{M.loading}</p>
      </>
    );
  } else if (query.isError) {
    const invalid = statusOf(query.error) === 401;
    body =
      invalid && 'token' in auth && auth.token === 'none' ? (
        // No link, no session, no (live) cookie: nothing went wrong, the page needs the link.
        <>
          {heading}
          <p className="mt-4 text-slate-700">{M.noToken}</p>
        </>
      ) : (
        <>
          {heading}
          <p role="alert" className="mt-4 text-danger-600">
            {invalid ? M.linkInvalid : M.failed}
          </p>
        </>
      );
  } else {
    body = (
      <>
        {heading}
        <HeldData page={page} data={query.data} />
      </>
    );
  }
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
      {/* No request of this page names its address (lib/security-headers.ts sends the same header on a load). */}
      <meta name="referrer" content="no-referrer" />
      {body}
    </article>
  );
}

type Props = { page: MyData; data: MyDataExport };

/** What is held: name, email, kept until, the submissions, then the outcomes and the three actions. */
function HeldData({ page, data }: Props) {
  return (
    <>
      <p className="mt-4 text-slate-700">{M.intro}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        <dt className="font-medium">{M.name}</dt>
        <dd>{data.summary.name}</dd>
        <dt className="font-medium">{M.email}</dt>
        <dd className="break-all">{data.summary.email}</dd>
        <dt className="font-medium">{M.keptUntil}</dt>
        <dd>{formatDate(data.summary.keptUntil, 'longDay') ?? '—'}</dd>
      </dl>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{M.submissions}</h2>
      <Submissions page={page} data={data} />
      <MyOffers auth={page.auth} data={data} />
      <MyInterviews auth={page.auth} data={data} />
      <Outcomes page={page} />
      <Actions page={page} data={data} />
    </>
  );
}

/** Every submission with its status; an application can be withdrawn (after a confirmation). */
function Submissions({ page, data }: Props) {
  const { withdraw, withdrawing } = page;
  const withdrawError = withdraw.isError
    ? (({ 404: M.applicationNotFound, 401: M.linkInvalid } as Record<number, string>)[
        statusOf(withdraw.error) ?? 0
      ] ?? M.failed)
    : false;
  return (
    <>
      {data.summary.submissions.length === 0 ? (
        <p className="mt-2 text-slate-600">{M.noSubmissions}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {data.summary.submissions.map((s) => (
            <li key={`${s.kind}-${s.submittedAt}`} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span>
                <span className="font-medium text-slate-900">{s.role}</span>
                <span className="ml-2 text-sm text-slate-600">
                  {M.submissionKind[s.kind]} · {formatDate(s.submittedAt, 'day')}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-700">
                  {s.status}
                </span>
                {s.kind === 'application' && s.jobId ? (
                  <button
                    type="button"
                    aria-label={`${M.withdraw}: ${s.role}`}
                    className="inline-flex min-h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
                    onClick={() => {
                      withdraw.reset();
                      page.setWithdrawing(s);
                    }}
                  >
                    {M.withdraw}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {withdraw.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-success-700">
          {M.withdrawn(withdraw.variables.role)}
        </p>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && page.setWithdrawing(null)}
        title={M.withdrawTitle(withdrawing?.role ?? '')}
        body={M.withdrawText}
        confirmLabel={M.withdrawConfirm}
        cancelLabel={M.cancel}
        busy={withdraw.isPending}
        error={withdrawError}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      />
    </>
  );
}

/** What the download and the keep answered. */
function Outcomes({ page }: { page: MyData }) {
  const { exportZip, keep } = page;
  return (
    <>
      {exportZip.isError ? (
        <p role="alert" className="mt-6 text-danger-600">
          {statusOf(exportZip.error) === 401 ? M.linkInvalid : M.failed}
        </p>
      ) : null}
      {keep.isSuccess ? (
        <p role="status" className="mt-6 font-medium text-success-700">
          {M.kept(formatDate(keep.data.keptUntil, 'longDay') ?? keep.data.keptUntil)}
        </p>
      ) : keep.isError ? (
        <p role="alert" className="mt-6 text-danger-600">
          {({ 409: M.nothingToKeep, 401: M.linkInvalid } as Record<number, string>)[
            statusOf(keep.error) ?? 0
          ] ?? M.failed}
        </p>
      ) : null}
    </>
  );
}

/** Keep my CV (while one is held), Download all my data, and Erase everything behind its confirmation. */
function Actions({ page, data }: Props) {
  const { keep, exportZip, erase } = page;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {data.summary.keptUntil && !keep.isSuccess ? (
        <button
          type="button"
          ref={page.keepButton}
          disabled={keep.isPending}
          className={`${button} bg-accent-700 text-white hover:bg-accent-800`}
          onClick={() => keep.mutate()}
        >
          {M.keep}
        </button>
      ) : null}
      <button
        type="button"
        className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        disabled={exportZip.isPending}
        onClick={() => exportZip.mutate()}
      >
        {exportZip.isPending ? M.preparing : M.download}
      </button>
      <button
        type="button"
        className={`${button} bg-danger-600 text-white hover:bg-danger-700`}
        onClick={() => page.setConfirming(true)}
      >
        {M.erase}
      </button>
      <ConfirmDialog
        open={page.confirming}
        onOpenChange={page.setConfirming}
        title={M.confirmTitle}
        body={M.confirmText}
        confirmLabel={M.confirm}
        cancelLabel={M.cancel}
        busy={erase.isPending}
        error={erase.isError && (statusOf(erase.error) === 401 ? M.linkInvalid : M.failed)}
        onConfirm={() => erase.mutate()}
      />
    </div>
  );
}
