import { formatDate } from '@functions/contract/dates';
import {
  MY_DATA_MESSAGES as M,
  type MyDataExport,
  type MyDataSubmission,
} from '@functions/contract/schemas/my-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/admin/dialogs';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { isCandidateLoggedIn } from '@/lib/session';
import { eraseMyData, fetchMyData, keepMyCv, type MyDataAuth, withdrawApplication } from './api';

const button =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition disabled:opacity-60';

/** What the reminder mail's two links ask the page to offer first (docs/requirements.md#my-data). */
type Intent = 'keep' | 'erase' | null;

const LINK_KEYS = ['token', 'intent'] as const;

/** A manage link read from the address, and how many links this page has read (a new one remounts the view). */
interface ManageLink {
  token: string | null;
  intent: Intent;
  opened: number;
}

/** The token and intent in `location`: the fragment, else the query (links mailed before). */
function linkIn(location: { hash: string; search: string }): { token: string | null; intent: Intent } {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const wanted = fragment.get('intent') ?? query.get('intent');
  return {
    token: fragment.get('token') ?? query.get('token'),
    intent: wanted === 'keep' || wanted === 'erase' ? wanted : null,
  };
}

/**
 * Reads the manage link's token and intent and takes them out of the address bar (history,
 * screenshots, a reload that would reopen the erase dialog). Mail links carry them in the fragment
 * (`/my-data#token=...&intent=keep`), which no request, log or Referer holds; links mailed before
 * carry them in the query (`?token=`), still read once (the page answers with no Referer at all,
 * lib/security-headers.ts). A link opened while the page is showing (a fragment change loads no
 * new document) is read too, as a new `opened`.
 */
function useManageLink(): ManageLink {
  const location = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<ManageLink>(() => ({ ...linkIn(location), opened: 0 }));
  // The address the page was opened with is read above; any later one holding a link is a new link.
  // (By object: a fragment navigation has the same `key` as the first load, 'default'.)
  const initial = useRef(location);
  useEffect(() => {
    const fragment = new URLSearchParams(location.hash.slice(1));
    const query = new URLSearchParams(location.search);
    if (!LINK_KEYS.some((k) => fragment.has(k) || query.has(k))) return;
    if (location !== initial.current) {
      const next = linkIn(location);
      setLink((current) => ({ ...next, opened: current.opened + 1 }));
    }
    for (const k of LINK_KEYS) {
      fragment.delete(k);
      query.delete(k);
    }
    navigate(
      {
        pathname: location.pathname,
        search: query.size ? `?${query}` : '',
        hash: fragment.size ? `#${fragment}` : '',
      },
      { replace: true },
    );
  }, [location, navigate]);
  return link;
}

/**
 * Saves everything held as `my-data-YYYY-MM-DD.zip` (the export and the CV files; `zip-export.ts`,
 * loaded on the first press). The export is read afresh, as its file URLs last five minutes.
 */
async function downloadZip(auth: MyDataAuth): Promise<void> {
  const [{ buildExportZip }, data] = await Promise.all([import('./zip-export'), fetchMyData(auth)]);
  const url = URL.createObjectURL(await buildExportZip(data));
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-data-${data.exportedAt.slice(0, 10)}.zip`;
  a.click();
  // The browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * /my-data (docs/requirements.md#my-data): what is held about the candidate who opened their mail
 * link (or is signed in, or opened a link in this browser within the hour: the first call trades
 * the link's token for the page's HttpOnly cookie, so a reload still works), "Keep my CV for another 90 days" while a CV is held (fresh consent; the
 * reminder mail's first link opens the page on it), "Download all my data" (the JSON export as a
 * file), and "Erase everything" behind a confirmation dialog (the reminder's second link opens the
 * page with that dialog open), then a confirmation screen.
 */
export function MyDataPage() {
  useDocumentTitle(M.title);
  const { token, intent, opened } = useManageLink();
  return <MyDataView key={opened} token={token} intent={intent} opened={opened} />;
}

/** The page for one opened link (or none): a new link starts afresh, as a new page load would. */
function MyDataView({ token, intent, opened }: ManageLink) {
  // One entry per opened link: a link opened again (after erasure, say) asks the server afresh.
  const queryKey = ['my-data', token ?? 'session', opened];
  const queryClient = useQueryClient();
  const candidate = isCandidateLoggedIn();
  // Without a link in the address: the candidate's session, else the page's cookie (a reload).
  const auth: MyDataAuth = token ? { bearer: token } : candidate ? { token: 'candidate' } : { token: 'none' };
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchMyData(auth, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const erase = useMutation({ mutationFn: () => eraseMyData(auth) });
  const exportZip = useMutation({ mutationFn: () => downloadZip(auth) });
  const keep = useMutation({
    mutationFn: () => keepMyCv(auth),
    onSuccess: ({ keptUntil }) =>
      queryClient.setQueryData<MyDataExport>(queryKey, (old) =>
        old ? { ...old, summary: { ...old.summary, keptUntil } } : old,
      ),
  });
  // The application the candidate is asked to confirm withdrawing, and the one last withdrawn.
  const [withdrawing, setWithdrawing] = useState<MyDataSubmission | null>(null);
  const withdraw = useMutation({
    mutationFn: (s: MyDataSubmission) => withdrawApplication(auth, s.jobId!),
    onSuccess: (_, s) => {
      setWithdrawing(null);
      queryClient.setQueryData<MyDataExport>(queryKey, (old) =>
        old
          ? {
              ...old,
              summary: {
                ...old.summary,
                submissions: old.summary.submissions.filter(
                  (x) => x.kind !== 'application' || x.jobId !== s.jobId,
                ),
              },
            }
          : old,
      );
    },
  });
  // The reminder's links: "keep" lands on the keep button, "erase now" on the confirmation, once
  // the data has loaded (the person chose it in the mail; the page still asks them to confirm).
  const keepButton = useRef<HTMLButtonElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    if (intent === 'erase') setConfirming(true);
    if (intent === 'keep') keepButton.current?.focus();
  }, [loaded, intent]);

  // Every state but the erased one carries the page's heading, so a reader always lands on one.
  const heading = <h1 className="text-3xl font-bold text-slate-900">{M.title}</h1>;
  let body: ReactNode;
  if (erase.isSuccess) {
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
    const invalid = query.error instanceof ApiError && query.error.status === 401;
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
    const data = query.data;
    body = (
      <>
        {heading}
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
        {data.summary.submissions.length === 0 ? (
          <p className="mt-2 text-slate-600">{M.noSubmissions}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {data.summary.submissions.map((s) => (
              <li
                key={`${s.kind}-${s.submittedAt}`}
                className="flex flex-wrap justify-between gap-2 px-4 py-3"
              >
                <span>
                  <span className="font-medium text-slate-900">{s.role}</span>
                  <span className="ml-2 text-sm text-slate-500">{formatDate(s.submittedAt, 'day')}</span>
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
                        setWithdrawing(s);
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
          onOpenChange={(open) => !open && setWithdrawing(null)}
          title={M.withdrawTitle(withdrawing?.role ?? '')}
          body={M.withdrawText}
          confirmLabel={M.withdrawConfirm}
          cancelLabel={M.cancel}
          busy={withdraw.isPending}
          error={
            withdraw.isError &&
            (withdraw.error instanceof ApiError && withdraw.error.status === 404
              ? M.applicationNotFound
              : withdraw.error instanceof ApiError && withdraw.error.status === 401
                ? M.linkInvalid
                : M.failed)
          }
          onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
        />
        {exportZip.isError ? (
          <p role="alert" className="mt-6 text-danger-600">
            {exportZip.error instanceof ApiError && exportZip.error.status === 401 ? M.linkInvalid : M.failed}
          </p>
        ) : null}
        {keep.isSuccess ? (
          <p role="status" className="mt-6 font-medium text-success-700">
            {M.kept(formatDate(keep.data.keptUntil, 'longDay') ?? keep.data.keptUntil)}
          </p>
        ) : keep.isError ? (
          <p role="alert" className="mt-6 text-danger-600">
            {keep.error instanceof ApiError && keep.error.status === 409
              ? M.nothingToKeep
              : keep.error instanceof ApiError && keep.error.status === 401
                ? M.linkInvalid
                : M.failed}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {data.summary.keptUntil && !keep.isSuccess ? (
            <button
              type="button"
              ref={keepButton}
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
            onClick={() => setConfirming(true)}
          >
            {M.erase}
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={M.confirmTitle}
            body={M.confirmText}
            confirmLabel={M.confirm}
            cancelLabel={M.cancel}
            busy={erase.isPending}
            error={
              erase.isError &&
              (erase.error instanceof ApiError && erase.error.status === 401 ? M.linkInvalid : M.failed)
            }
            onConfirm={() => erase.mutate()}
          />
        </div>
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
