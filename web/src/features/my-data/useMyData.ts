/**
 * The /my-data page's state (docs/requirements.md#my-data): the manage link read from the address,
 * what is held about the candidate, and the page's calls (keep the CV, download everything, erase,
 * withdraw an application), each with its outcome. Used by `MyDataPage.tsx`.
 */
import type { MyDataExport, MyDataSubmission } from '@functions/contract/schemas/my-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearCandidateSession, getCandidateUser, isCandidateLoggedIn } from '@/lib/session';
import { eraseMyData, fetchMyData, keepMyCv, type MyDataAuth, withdrawApplication } from './api';

/** What the reminder mail's two links ask the page to offer first (docs/requirements.md#my-data). */
type Intent = 'keep' | 'erase' | null;

const LINK_KEYS = ['token', 'intent'] as const;

/** A manage link read from the address, and how many links this page has read (a new one remounts the view). */
export interface ManageLink {
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
export function useManageLink(): ManageLink {
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

/** The state of the page for one opened link (or none): `useManageLink`'s answer. */
export function useMyData({ token, intent, opened }: ManageLink) {
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
  const erase = useMutation({
    mutationFn: () => eraseMyData(auth),
    // The candidate's login account went with the rest (docs/requirements.md#my-data): a session of
    // that account ends here too, so the header no longer shows its avatar.
    onSuccess: () => {
      const erased = query.data?.summary.email.toLowerCase();
      const user = getCandidateUser();
      if (isCandidateLoggedIn() && (!token || user?.email.toLowerCase() === erased)) clearCandidateSession();
    },
  });
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

  return {
    auth,
    query,
    erase,
    exportZip,
    keep,
    keepButton,
    withdraw,
    withdrawing,
    setWithdrawing,
    confirming,
    setConfirming,
  };
}

/** What `useMyData` gives the page's parts. */
export type MyData = ReturnType<typeof useMyData>;
