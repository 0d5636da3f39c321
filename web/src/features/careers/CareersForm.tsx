import { CV_ACCEPT } from '@functions/contract/cv-policy';
import type { ResumeUploadRequest } from '@functions/contract/schemas/resume';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Checkbox from '@radix-ui/react-checkbox';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Controller, type DefaultValues, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { ErrorBox, NoticeBox, SuccessBox } from '@/components/feedback';
import { PhoneInput } from '@/components/phone/PhoneInput';
import { phoneHint } from '@/components/phone/phone-hint';
import { useJobTitleOptions } from '@/lib/queries';
import { uploadCv, uploadFailureReason, uploadProblemKind } from '@/lib/upload';
import { careersMessages as M } from './messages';
import {
  CAREERS_FIELD_ORDER,
  type CareersFormOutput,
  type CareersFormValues,
  careersFormSchema,
  emptyCareersForm,
  liveHints,
  toUploadRequest,
} from './schema';

const ids = {
  name: 'careers-name',
  email: 'careers-email',
  phone: 'careers-phone',
  jobTitle: 'careers-job-title',
  cv: 'careers-cv',
  consent: 'careers-consent',
  submitError: 'careers-submit-error',
} as const;

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60';
const borderClass = (invalid: boolean) => (invalid ? 'border-danger-500' : 'border-slate-300');

// Skip react-hook-form's `ref` (a DOM node) while looking for the first message of a nested error.
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The one message shown after a failed submit: the "fill all fields" text when anything is
 * missing, else the first failing rule in the spec's order (docs/requirements.md#careers-form).
 */
function submitErrorOf(errors: FieldErrors<CareersFormValues>): string | undefined {
  const messages = CAREERS_FIELD_ORDER.map((field) => firstMessage(errors[field])).filter((m): m is string =>
    Boolean(m),
  );
  return messages.includes(M.submit.fillAll) ? M.submit.fillAll : messages[0];
}

/** Where a field's error and hint are described for assistive technology. */
function describedBy(...idsOrUndefined: (string | false | undefined)[]): string | undefined {
  const list = idsOrUndefined.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/**
 * The form's starting values. When it hydrates the prerendered form (`CareersPage.tsx`), what the
 * visitor entered before its code arrived is kept: the name and email are left out, so
 * react-hook-form reads them from their inputs as it registers them (at commit, so nothing typed
 * meanwhile is lost); the phone number and the chosen file are read here, as the phone box is
 * controlled and a file input is not registered. Rendered without that HTML, the form starts empty.
 */
function startingValues(): DefaultValues<CareersFormValues> {
  const empty = emptyCareersForm();
  if (typeof document === 'undefined') return empty;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
  const name = byId<HTMLInputElement>(ids.name);
  if (!name) return empty;
  const { name: _name, email: _email, ...rest } = empty;
  const number = byId<HTMLInputElement>(ids.phone)?.value.replace(/\D/g, '') ?? '';
  return {
    ...rest,
    phone: { ...empty.phone, number },
    cv: byId<HTMLInputElement>(ids.cv)?.files?.[0] ?? null,
  };
}

const noSubscription = () => () => {};

/**
 * False while React renders the form's prerendered HTML (in the renderer, and in the browser while
 * hydrating it), true afterwards: what the HTML shows must not depend on the browser.
 */
const useAfterHydration = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Props of {@link CareersForm}. */
export interface CareersFormProps {
  /** Called once the form works (its code has run and its fields are registered). */
  onReady?: () => void;
}

/**
 * The Careers CV form (docs/requirements.md#careers-form):
 * name, email, phone with country picker, job title, CV file and consent. Submitting asks the API
 * for a presigned POST, sends the file straight to the CV bucket and waits for the server's verdict:
 * success only when accepted, the reason and a new file choice when rejected, a still-checking
 * notice when no verdict came within the wait.
 */
export function CareersForm({ onReady }: CareersFormProps = {}) {
  const [fileInputKey, setFileInputKey] = useState(0);
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    formState: { errors },
  } = useForm<CareersFormValues, unknown, CareersFormOutput>({
    resolver: zodResolver(careersFormSchema),
    defaultValues: useState(startingValues)[0],
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [name = '', email = '', phone] = useWatch({ control, name: ['name', 'email', 'phone'] });
  const hints = liveHints({ name, email, phone });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onReady?.(), []);
  const phoneExpected = errors.phone || hints.phone ? phoneHint(phone.country, phone.number) : undefined;

  const { options: titleOptions, loading } = useJobTitleOptions();
  // The prerendered form shows the plain prompt: its job titles load only once its code runs.
  const hydrated = useAfterHydration();
  const jobTitlesLoading = loading && hydrated;

  const upload = useMutation({
    mutationFn: ({ request, file }: { request: ResumeUploadRequest; file: File }) => uploadCv(request, file),
  });
  const busy = upload.isPending;

  const onValid = (values: CareersFormOutput) => {
    setSucceeded(false);
    upload.mutate(toUploadRequest(values), {
      onSuccess: () => {
        reset(emptyCareersForm());
        setFileInputKey((key) => key + 1);
        setSucceeded(true);
      },
      onError: (error) => {
        // A refused file is cleared so the next submit asks for another one.
        if (uploadProblemKind(error) !== 'rejected') return;
        resetField('cv');
        setFileInputKey((key) => key + 1);
      },
    });
  };
  const problem = upload.isError ? uploadProblemKind(upload.error) : null;

  const submitError = submitErrorOf(errors);
  const errorRef = (field: keyof CareersFormValues) => (errors[field] ? ids.submitError : undefined);

  return (
    <form
      // Sent by the browser only if the page's script never ran: a POST keeps the fields out of the address.
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="space-y-5"
      aria-labelledby="careers-form-heading"
    >
      <h2 id="careers-form-heading" className="text-xl font-semibold text-slate-900">
        {M.form.heading}
      </h2>
      <fieldset disabled={busy} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.name} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.nameLabel}
            </label>
            <input
              id={ids.name}
              type="text"
              autoComplete="name"
              maxLength={50}
              placeholder={M.form.namePlaceholder}
              aria-invalid={Boolean(errors.name || hints.name) || undefined}
              aria-describedby={describedBy(hints.name && `${ids.name}-hint`, errorRef('name'))}
              className={`${inputClass} ${borderClass(Boolean(errors.name || hints.name))}`}
              {...register('name')}
            />
            {hints.name ? (
              <p id={`${ids.name}-hint`} role="alert" className="mt-1.5 text-sm text-danger-600">
                {hints.name}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.email} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.emailLabel}
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder={M.form.emailPlaceholder}
              aria-invalid={Boolean(errors.email || hints.email) || undefined}
              aria-describedby={describedBy(hints.email && `${ids.email}-hint`, errorRef('email'))}
              className={`${inputClass} ${borderClass(Boolean(errors.email || hints.email))}`}
              {...register('email')}
            />
            {hints.email ? (
              <p id={`${ids.email}-hint`} role="alert" className="mt-1.5 text-sm text-danger-600">
                {hints.email}
              </p>
            ) : null}
          </div>
        </div>

        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.phone} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.phoneLabel}
            </label>
            <Controller
              name="phone"
              control={control}
              render={({ field }) => (
                <PhoneInput
                  id={ids.phone}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={busy}
                  invalid={Boolean(errors.phone || hints.phone)}
                  describedBy={describedBy(
                    hints.phone && `${ids.phone}-hint`,
                    phoneExpected && `${ids.phone}-expected`,
                    errorRef('phone'),
                  )}
                  labels={{ ...M.phonePicker, numberPlaceholder: M.form.phonePlaceholder }}
                />
              )}
            />
            {hints.phone ? (
              <p id={`${ids.phone}-hint`} role="alert" className="mt-1.5 text-sm text-danger-600">
                {hints.phone}
              </p>
            ) : null}
            {phoneExpected ? (
              <p id={`${ids.phone}-expected`} className="mt-1 text-sm text-slate-600">
                {phoneExpected}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.jobTitle} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.jobTitleLabel}
            </label>
            <select
              id={ids.jobTitle}
              aria-invalid={Boolean(errors.jobTitle) || undefined}
              aria-describedby={errorRef('jobTitle')}
              aria-busy={jobTitlesLoading || undefined}
              className={`${inputClass} ${borderClass(Boolean(errors.jobTitle))}`}
              {...register('jobTitle')}
            >
              <option value="">
                {jobTitlesLoading ? M.form.jobTitlesLoading : M.form.jobTitlePlaceholder}
              </option>
              {titleOptions.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div>
          <label htmlFor={ids.cv} className="mb-1.5 block text-sm font-medium text-slate-700">
            {M.form.cvLabel}
          </label>
          <Controller
            name="cv"
            control={control}
            render={({ field }) => (
              <input
                key={fileInputKey}
                id={ids.cv}
                ref={field.ref}
                name={field.name}
                type="file"
                accept={CV_ACCEPT}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                aria-invalid={Boolean(errors.cv) || undefined}
                aria-describedby={describedBy(`${ids.cv}-hint`, errorRef('cv'))}
                className={`${inputClass} ${borderClass(Boolean(errors.cv))} h-auto cursor-pointer py-2 text-sm text-slate-600 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100`}
              />
            )}
          />
          <p id={`${ids.cv}-hint`} className="mt-1.5 text-sm text-slate-500">
            {M.form.cvHint}
          </p>
        </div>

        <div className="flex items-start gap-3">
          <Controller
            name="consent"
            control={control}
            render={({ field }) => (
              <Checkbox.Root
                id={ids.consent}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors.consent) || undefined}
                aria-describedby={errorRef('consent')}
                className={`flex size-6 shrink-0 items-center justify-center rounded border bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 ${borderClass(Boolean(errors.consent))}`}
              >
                <Checkbox.Indicator>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 text-white"
                    fill="currentColor"
                  >
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                </Checkbox.Indicator>
              </Checkbox.Root>
            )}
          />
          <label htmlFor={ids.consent} className="text-sm leading-6 text-slate-700">
            {M.form.consentBefore}
            <a
              href="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {M.form.consentLink}
            </a>
            {M.form.consentAfter}
          </label>
        </div>
      </fieldset>

      {submitError ? <ErrorBox id={ids.submitError}>{submitError}</ErrorBox> : null}
      {problem === 'still-checking' ? (
        <NoticeBox title={M.result.stillCheckingTitle}>{M.result.stillChecking}</NoticeBox>
      ) : problem ? (
        <ErrorBox>
          {M.result.failurePrefix}
          {uploadFailureReason(upload.error, M.result.failureFallback)}
          {problem === 'rejected' ? ` ${M.result.tryAnother}` : null}
        </ErrorBox>
      ) : null}
      {succeeded ? <SuccessBox>{M.result.success}</SuccessBox> : null}

      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {busy ? M.form.submitting : M.form.submit}
      </button>
    </form>
  );
}
