import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthCard, SubmitButton } from '@/components/account-form';
import { ErrorBox, NoticeBox, SuccessBox } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { confirmCv } from './api';
import { confirmCvMessages as M } from './messages';

/** The token of the mail's link (`/confirm-cv#token=...`), read once; the fragment never reaches a server or a Referer. */
function takeTokenFromFragment(): string {
  if (typeof window === 'undefined') return '';
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  // Out of the address bar (and so out of history and bookmarks) once read.
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/**
 * /confirm-cv (docs/requirements.md#cv-confirmation): the page the confirm link of a mail opens. It
 * asks for the click (a mail scanner following the link changes nothing), then calls
 * `POST /api/v1/resume/upload/confirm` with the token and shows the server's answer.
 */
export function ConfirmCvPage() {
  useDocumentTitle(M.documentTitle);
  const [token] = useState(takeTokenFromFragment);
  const confirm = useMutation({ mutationFn: () => confirmCv({ token }) });

  return (
    <AuthCard title={M.title} subtitle={M.subtitle}>
      <div className="mt-8 space-y-4">
        {!token ? (
          <NoticeBox>{M.noToken}</NoticeBox>
        ) : confirm.isSuccess ? (
          <SuccessBox>
            {confirm.data.alreadyConfirmed ? M.alreadyConfirmed : M.confirmed(confirm.data.fileName)}
          </SuccessBox>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              confirm.mutate();
            }}
          >
            {confirm.isError ? <ErrorBox>{confirm.error.message}</ErrorBox> : null}
            <SubmitButton
              disabled={confirm.isPending}
              busy={confirm.isPending}
              label={M.submit}
              busyLabel={M.busy}
            />
            <p className="text-sm text-slate-600">{M.notYou}</p>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
