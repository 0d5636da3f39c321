import { CV_ACCEPT } from '@functions/contract/cv-policy';
import * as Checkbox from '@radix-ui/react-checkbox';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { ErrorBox, NoticeBox, SuccessBox } from '@/components/feedback';
import { PhoneInput } from '@/components/phone/PhoneInput';
import { UploadProgressBar } from '@/components/UploadProgressBar';
import { uploadFailureReason } from '@/lib/upload';
import { careersMessages as M } from './messages';
import { type CareersFormState, describedBy, ids, useCareersForm } from './useCareersForm';

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60';
const borderClass = (invalid: boolean) => (invalid ? 'border-danger-500' : 'border-slate-300');
const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';

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
 * notice when no verdict came within the wait. A view of `useCareersForm`.
 */
export function CareersForm({ onReady }: CareersFormProps = {}) {
  const form = useCareersForm(onReady);
  return (
    <form
      // Sent by the browser only if the page's script never ran: a POST keeps the fields out of the address.
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-labelledby="careers-form-heading"
    >
      <h2 id="careers-form-heading" className="text-xl font-semibold text-slate-900">
        {M.form.heading}
      </h2>
      <fieldset disabled={form.busy} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField form={form} field="name" type="text" maxLength={50} />
          <TextField form={form} field="email" type="email" maxLength={254} />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <PhoneField form={form} />
          <JobTitleField form={form} />
        </div>
        <CvField form={form} />
        <ConsentField form={form} />
      </fieldset>
      <Outcome form={form} />
      <UploadProgressBar progress={form.progress} />
      <button
        type="submit"
        disabled={form.busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {form.busy ? M.form.submitting : M.form.submit}
      </button>
    </form>
  );
}

type Props = { form: CareersFormState };

/** A live hint under a field (docs/requirements.md#careers-form), announced as it appears. */
function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger-600">
      {text}
    </p>
  ) : null;
}

const TEXT_FIELDS = {
  name: { label: M.form.nameLabel, placeholder: M.form.namePlaceholder },
  email: { label: M.form.emailLabel, placeholder: M.form.emailPlaceholder },
} as const;

/** The name or the email, with its live hint. */
function TextField({
  form,
  field,
  type,
  maxLength,
}: Props & { field: 'name' | 'email'; type: string; maxLength: number }) {
  const id = ids[field];
  const hint = form.hints[field];
  const invalid = Boolean(form.errors[field] || hint);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {TEXT_FIELDS[field].label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={field}
        maxLength={maxLength}
        placeholder={TEXT_FIELDS[field].placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, form.errorRef(field))}
        className={`${inputClass} ${borderClass(invalid)}`}
        {...form.register(field)}
      />
      <Hint id={`${id}-hint`} text={hint} />
    </div>
  );
}

/** The phone number with its country picker, its live hint and the expected form of a number. */
function PhoneField({ form }: Props) {
  const { hints, phoneExpected } = form;
  return (
    <div>
      <label htmlFor={ids.phone} className={labelClass}>
        {M.form.phoneLabel}
      </label>
      <Controller
        name="phone"
        control={form.control}
        render={({ field }) => (
          <PhoneInput
            id={ids.phone}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={form.busy}
            invalid={Boolean(form.errors.phone || hints.phone)}
            describedBy={describedBy(
              hints.phone && `${ids.phone}-hint`,
              phoneExpected && `${ids.phone}-expected`,
              form.errorRef('phone'),
            )}
            labels={{ ...M.phonePicker, numberPlaceholder: M.form.phonePlaceholder }}
          />
        )}
      />
      <Hint id={`${ids.phone}-hint`} text={hints.phone} />
      {phoneExpected ? (
        <p id={`${ids.phone}-expected`} className="mt-1 text-sm text-slate-600">
          {phoneExpected}
        </p>
      ) : null}
    </div>
  );
}

function JobTitleField({ form }: Props) {
  const { jobTitlesLoading } = form;
  return (
    <div>
      <label htmlFor={ids.jobTitle} className={labelClass}>
        {M.form.jobTitleLabel}
      </label>
      <select
        id={ids.jobTitle}
        aria-invalid={Boolean(form.errors.jobTitle) || undefined}
        aria-describedby={form.errorRef('jobTitle')}
        aria-busy={jobTitlesLoading || undefined}
        className={`${inputClass} ${borderClass(Boolean(form.errors.jobTitle))}`}
        {...form.register('jobTitle')}
      >
        <option value="">{jobTitlesLoading ? M.form.jobTitlesLoading : M.form.jobTitlePlaceholder}</option>
        {form.titleOptions.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The CV file input: a new key empties it (after a success, or when the file was refused). */
function CvField({ form }: Props) {
  return (
    <div>
      <label htmlFor={ids.cv} className={labelClass}>
        {M.form.cvLabel}
      </label>
      <Controller
        name="cv"
        control={form.control}
        render={({ field }) => (
          <input
            key={form.fileInputKey}
            id={ids.cv}
            ref={field.ref}
            name={field.name}
            type="file"
            accept={CV_ACCEPT}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            aria-invalid={Boolean(form.errors.cv) || undefined}
            aria-describedby={describedBy(`${ids.cv}-hint`, form.errorRef('cv'))}
            className={`${inputClass} ${borderClass(Boolean(form.errors.cv))} h-auto cursor-pointer py-2 text-sm text-slate-600 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100`}
          />
        )}
      />
      <p id={`${ids.cv}-hint`} className="mt-1.5 text-sm text-slate-500">
        {M.form.cvHint}
      </p>
    </div>
  );
}

/** The consent checkbox, its label linking the privacy policy. */
function ConsentField({ form }: Props) {
  return (
    <div className="flex items-start gap-3">
      <Controller
        name="consent"
        control={form.control}
        render={({ field }) => (
          <Checkbox.Root
            id={ids.consent}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-invalid={Boolean(form.errors.consent) || undefined}
            aria-describedby={form.errorRef('consent')}
            className={`flex size-6 shrink-0 items-center justify-center rounded border bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 ${borderClass(Boolean(form.errors.consent))}`}
          >
            <Checkbox.Indicator>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-white" fill="currentColor">
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
  );
}

/**
 * The submit's error, the upload's outcome (still checking, failed with its reason) or the success.
 * The upload's outcome takes the focus when it arrives: the form was disabled while sending, which
 * leaves the focus on `<body>` (docs/requirements.md#careers-form).
 */
function Outcome({ form }: Props) {
  const { problem, upload } = form;
  const result = useRef<HTMLDivElement>(null);
  const settled = form.succeeded ? 'success' : problem;
  useEffect(() => {
    if (settled) result.current?.focus();
  }, [settled]);
  return (
    <>
      {form.submitError ? <ErrorBox id={ids.submitError}>{form.submitError}</ErrorBox> : null}
      <div ref={result} tabIndex={-1} className="rounded-lg outline-none">
        {problem === 'still-checking' ? (
          <NoticeBox title={M.result.stillCheckingTitle}>{M.result.stillChecking}</NoticeBox>
        ) : problem ? (
          <ErrorBox>
            {M.result.failurePrefix}
            {uploadFailureReason(upload.error, M.result.failureFallback)}
            {problem === 'rejected' ? ` ${M.result.tryAnother}` : null}
          </ErrorBox>
        ) : null}
        {form.succeeded ? <SuccessBox>{M.result.success}</SuccessBox> : null}
      </div>
    </>
  );
}
