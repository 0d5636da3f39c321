/**
 * /profile (docs/requirements.md#candidate-profile): the signed-in candidate's details, the CV on file
 * and "Replace my CV", which hands in a new `profile` submission and waits for the server's verdict
 * like the careers form (docs/architecture.md#upload-path). Earlier CVs are never erased by it.
 */
import { CV_ACCEPT } from '@functions/contract/cv-policy';
import { formatDate } from '@functions/contract/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ErrorBox, NoticeBox, PageSpinner, SuccessBox } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { cvContentTypeOf, uploadFailureReason, uploadProblemKind } from '@/lib/upload';
import { getCandidateProfile } from './api';
import { authMessages } from './messages';
import { replaceProfileCv } from './profile-api';

const M = authMessages.profile;

/** Query key of the candidate's own profile. */
const PROFILE_KEY = ['candidate', 'profile'] as const;

export function ProfilePage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getCandidateProfile(signal) });

  const replace = useMutation({
    mutationFn: ({ chosen, type }: { chosen: File; type: NonNullable<ReturnType<typeof cvContentTypeOf>> }) =>
      replaceProfileCv(chosen, type),
    onSuccess: async () => {
      setFile(null);
      setFileKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    onError: (error) => {
      // A refused file is cleared so the next try asks for another one.
      if (uploadProblemKind(error) !== 'rejected') return;
      setFile(null);
      setFileKey((k) => k + 1);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const type = file ? cvContentTypeOf(file) : null;
    if (!file || !type) {
      setChoiceError(M.chooseFile);
      return;
    }
    setChoiceError(null);
    replace.mutate({ chosen: file, type });
  };

  if (profile.isPending) return <PageSpinner label={M.loading} />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <ErrorBox>{authMessages.profileFailed(profile.error.message)}</ErrorBox>
      </div>
    );
  }
  const user = profile.data;
  const problem = replace.isError ? uploadProblemKind(replace.error) : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{M.title}</h1>
      <p className="mt-2 text-slate-700">
        <span className="font-medium">{user.name}</span> · {user.email}
      </p>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{M.cvHeading}</h2>
        <p className="mt-2 text-sm text-slate-700">
          {user.cv ? M.onFile(user.cv.fileName, formatDate(user.cv.uploadedAt) ?? '—') : M.noCv}
        </p>

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <h3 className="text-base font-semibold text-slate-900">{M.replaceHeading}</h3>
          <div>
            <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.fileLabel}
            </label>
            <input
              key={fileKey}
              id={fileId}
              type="file"
              accept={CV_ACCEPT}
              disabled={replace.isPending}
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setChoiceError(null);
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id={`${fileId}-hint`} className="mt-1.5 text-sm text-slate-500">
              {M.replaceHint}
            </p>
          </div>
          {choiceError ? <ErrorBox>{choiceError}</ErrorBox> : null}
          {replace.isSuccess ? <SuccessBox>{M.replaced}</SuccessBox> : null}
          {problem === 'still-checking' ? (
            <NoticeBox title={M.stillCheckingTitle}>{M.stillChecking}</NoticeBox>
          ) : problem ? (
            <ErrorBox>
              {M.failurePrefix}
              {uploadFailureReason(replace.error, M.failureFallback)}
              {problem === 'rejected' ? ` ${M.tryAnother}` : null}
            </ErrorBox>
          ) : null}
          <button
            type="submit"
            disabled={replace.isPending}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {replace.isPending ? M.replacing : M.replace}
          </button>
        </form>
      </section>
    </div>
  );
}
