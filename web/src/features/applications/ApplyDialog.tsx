import { CV_ACCEPT } from '@functions/contract/cv-policy';
import { formatDate } from '@functions/contract/dates';
import { APPLY_LIMITS } from '@functions/contract/schemas/applications';
import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorBox, NoticeBox, SuccessBox } from '@/components/feedback';
import { DEFAULT_COUNTRY, dialCodeOf } from '@/components/phone/countries';
import { PhoneInput, type PhoneValue } from '@/components/phone/PhoneInput';
import { phoneHint } from '@/components/phone/phone-hint';
import { UploadProgressBar } from '@/components/UploadProgressBar';
import { useCandidateUser } from '@/lib/session';
import { cvContentTypeOf, type UploadProgress, uploadFailureReason, uploadProblemKind } from '@/lib/upload';
import { UPLOAD_FAILURE_FALLBACK } from '@/lib/upload-messages';
import { applyToJob, myApplicationsQuery } from './api';
import { applyMessages as M } from './messages';

const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:bg-slate-50 disabled:text-slate-600';

/** The submit-time check of docs/requirements.md#jobs-page, in its order. Null when all is well. */
export function applyFormError(v: {
  name: string;
  email: string;
  phone: string;
  file: File | null;
}): string | null {
  if (!v.name.trim() || !v.email.trim() || !v.phone || !v.file) return M.required;
  if (!/^\d{7,15}$/.test(v.phone)) return M.phone;
  if (!cvContentTypeOf(v.file)) return M.fileType;
  if (v.file.size > APPLY_LIMITS.maxCvBytes) return M.fileTooLarge;
  return null;
}

/**
 * Apply Now on /jobs (docs/requirements.md#jobs-page): the button and its dialog
 * with name, email, phone (7-15 digits), the CV (up to 10 MB) and an optional cover letter. Unlike
 * the spec's 1.5-second simulation it is real: the API records one application of the signed-in
 * candidate to this posting and the CV goes straight to the bucket; admins see the posting on the
 * candidate's resume in CV Management. States: idle, uploading, success. A posting already applied
 * to shows "Applied on {date}" (Dublin) and offers "Update application", whose dialog says what the
 * new CV replaces: the API keeps one application per candidate and posting and updates it.
 */
export function ApplyDialog({ job }: { job: PublicJobPosting }) {
  const user = useCandidateUser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_COUNTRY, number: '' });
  const [file, setFile] = useState<File | null>(null);
  const [coverLetter, setCoverLetter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const email = user?.email ?? '';
  const queryClient = useQueryClient();
  const applied = useQuery(myApplicationsQuery).data?.find((a) => a.jobId === job._id);
  const appliedOn = applied ? formatDate(applied.appliedAt, 'day') : null;
  // What the dialog was opened as: it keeps its title while the list of applications refreshes.
  const [updating, setUpdating] = useState<string | null>(null);

  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const apply = useMutation({
    mutationFn: () => {
      setProgress(null);
      const contentType = cvContentTypeOf(file!)!;
      return applyToJob(
        job._id,
        {
          name: name.trim(),
          email,
          contact: { country_code: dialCodeOf(phone.country), number: phone.number },
          coverLetter: coverLetter.trim() || undefined,
          fileName: file!.name,
          contentType,
          size: file!.size,
        },
        file!,
        setProgress,
      );
    },
    onSettled: () => setProgress(null),
    onSuccess: () => {
      toast.success(updating ? M.updated : M.success);
      void queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey });
    },
    onError: (e) => {
      const problem = uploadProblemKind(e);
      if (problem === 'still-checking') return; // shown as a notice, not as a failure
      const reason = uploadFailureReason(e, UPLOAD_FAILURE_FALLBACK);
      setError(problem === 'rejected' ? `${M.failed(reason)} ${M.tryAnother}` : M.failed(reason));
    },
  });

  const reset = () => {
    setName(user?.name ?? '');
    setPhone({ country: DEFAULT_COUNTRY, number: '' });
    setFile(null);
    setCoverLetter('');
    setError(null);
    setUpdating(appliedOn);
    apply.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = applyFormError({ name, email, phone: phone.number, file });
    setError(problem);
    if (!problem) apply.mutate();
  };

  const phoneLive = phone.number && !/^\d{7,15}$/.test(phone.number) ? M.phoneLive : null;
  const phoneExpected = phoneLive || error === M.phone ? phoneHint(phone.country, phone.number) : undefined;
  const busy = apply.isPending;

  return (
    <>
      {appliedOn ? <p className="text-sm font-medium text-success-700">{M.appliedOn(appliedOn)}</p> : null}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (busy) return; // the upload runs to its end
          if (next) reset();
          setOpen(next);
        }}
      >
        <Dialog.Trigger asChild>
          <button
            type="button"
            aria-label={`${appliedOn ? M.updateApplication : M.applyNow}: ${job.job_title}`}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            {appliedOn ? M.updateApplication : M.applyNow}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl">
            <div className="border-b border-slate-100 px-6 py-4">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {updating ? M.updateTitle(job.job_title) : M.title(job.job_title)}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {updating ? M.updateDescription(updating) : M.description}
              </Dialog.Description>
            </div>
            {apply.isSuccess ? (
              <div className="space-y-5 px-6 py-6">
                <SuccessBox>{updating ? M.updated : M.success}</SuccessBox>
                <div className="flex justify-end">
                  <Dialog.Close className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                    {M.close}
                  </Dialog.Close>
                </div>
              </div>
            ) : (
              <form noValidate onSubmit={onSubmit} className="min-h-0 space-y-4 overflow-y-auto px-6 py-5">
                <div>
                  <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-slate-700">
                    {M.nameLabel}
                  </label>
                  <input
                    id={`${id}-name`}
                    value={name}
                    maxLength={50}
                    autoComplete="name"
                    disabled={busy}
                    onChange={(e) => setName(e.target.value.replace(/[<>]/g, ''))}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-slate-700">
                    {M.emailLabel}
                  </label>
                  <input
                    id={`${id}-email`}
                    type="email"
                    value={email}
                    readOnly
                    disabled
                    aria-describedby={`${id}-email-hint`}
                    className={inputClass}
                  />
                  <p id={`${id}-email-hint`} className="mt-1 text-xs text-slate-500">
                    {M.emailHint}
                  </p>
                </div>
                <div>
                  <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium text-slate-700">
                    {M.phoneLabel}
                  </label>
                  <PhoneInput
                    id={`${id}-phone`}
                    value={phone}
                    onChange={setPhone}
                    disabled={busy}
                    maxDigits={15}
                    invalid={Boolean(phoneLive)}
                    describedBy={
                      [phoneLive && `${id}-phone-hint`, phoneExpected && `${id}-phone-expected`]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    labels={{ ...M.phonePicker, numberPlaceholder: M.phonePlaceholder }}
                  />
                  {phoneLive ? (
                    <p id={`${id}-phone-hint`} className="mt-1.5 text-sm text-danger-600">
                      {phoneLive}
                    </p>
                  ) : null}
                  {phoneExpected ? (
                    <p id={`${id}-phone-expected`} className="mt-1 text-sm text-slate-600">
                      {phoneExpected}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={`${id}-cv`} className="mb-1.5 block text-sm font-medium text-slate-700">
                    {M.cvLabel}
                  </label>
                  <input
                    id={`${id}-cv`}
                    type="file"
                    accept={CV_ACCEPT}
                    disabled={busy}
                    onChange={(e) => {
                      const chosen = e.target.files?.[0] ?? null;
                      setFile(chosen);
                      setError(chosen && chosen.size > APPLY_LIMITS.maxCvBytes ? M.fileTooLarge : null);
                    }}
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-cover`} className="mb-1.5 block text-sm font-medium text-slate-700">
                    {M.coverLabel}
                  </label>
                  <textarea
                    id={`${id}-cover`}
                    rows={4}
                    value={coverLetter}
                    maxLength={APPLY_LIMITS.coverLetterMax}
                    disabled={busy}
                    placeholder={M.coverPlaceholder}
                    onChange={(e) => setCoverLetter(e.target.value)}
                    className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500"
                  />
                </div>
                {error ? <ErrorBox>{error}</ErrorBox> : null}
                {apply.isError && uploadProblemKind(apply.error) === 'still-checking' ? (
                  <NoticeBox title={M.stillCheckingTitle}>{M.stillChecking}</NoticeBox>
                ) : null}
                <UploadProgressBar progress={busy ? progress : null} />
                <div className="flex justify-end gap-3 pt-1">
                  <Dialog.Close
                    disabled={busy}
                    className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
                  >
                    {M.cancel}
                  </Dialog.Close>
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {busy ? M.uploading : updating ? M.updateSubmit : M.submit}
                  </button>
                </div>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
