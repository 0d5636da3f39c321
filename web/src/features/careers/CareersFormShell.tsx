import { CV_ACCEPT } from '@functions/contract/cv-policy';
import { type FormEvent, useState } from 'react';
import { BUILT_IN_COUNTRIES, DEFAULT_COUNTRY } from '@/components/phone/built-in-countries';
import { Flag } from '@/components/phone/Flag';
import { useJobTitleOptions } from '@/lib/queries';
import {
  type CareersDraft,
  careersBorderClass,
  careersCheckboxClass,
  careersFileClass,
  careersInputClass,
  careersSubmitClass,
  careersFieldIds as ids,
} from './form-draft';
import { careersPageMessages } from './page-messages';

const M = { form: careersPageMessages.form, phonePicker: careersPageMessages.phonePicker };
const country = BUILT_IN_COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY)!;
const border = careersBorderClass(false);

/**
 * The careers form as it first appears (docs/requirements.md#careers-form): the same fields, ids
 * and looks as `CareersForm.tsx`, without its code (react-hook-form, zod, the phone metadata, the
 * upload code), so /careers stays light (docs/architecture.md#prerendered-pages, "Weight"). The
 * first sign of use (pointer over the form, a focus, a key, a click) calls `onWake`, which loads
 * the full form; until it replaces this one, everything the visitor does is written to `draft`
 * (values, focus, the country button, a submit), and the full form takes it over.
 */
export function CareersFormShell({ draft, onWake }: { draft: CareersDraft; onWake: () => void }) {
  const [consent, setConsent] = useState(draft.consent);
  const [submitting, setSubmitting] = useState(draft.submit);
  const { options: titleOptions, loading: jobTitlesLoading } = useJobTitleOptions();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.submit = true;
    setSubmitting(true);
    onWake();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={onWake}
      onPointerDown={onWake}
      onKeyDown={onWake}
      onFocus={(event) => {
        draft.focusId = event.target.id || undefined;
        onWake();
      }}
      onBlur={(event) => {
        // A field removed by the swap to the full form keeps its focus claim.
        if (event.target.isConnected) draft.focusId = undefined;
      }}
      className="space-y-5"
      aria-labelledby="careers-form-heading"
    >
      <h2 id="careers-form-heading" className="text-xl font-semibold text-slate-900">
        {M.form.heading}
      </h2>
      <fieldset disabled={submitting} className="space-y-5">
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
              defaultValue={draft.name}
              onInput={(event) => {
                draft.name = event.currentTarget.value;
              }}
              className={`${careersInputClass} ${border}`}
            />
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
              defaultValue={draft.email}
              onInput={(event) => {
                draft.email = event.currentTarget.value;
              }}
              className={`${careersInputClass} ${border}`}
            />
          </div>
        </div>

        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.phone} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.phoneLabel}
            </label>
            <div className="flex h-11 rounded-lg border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand-500">
              <button
                type="button"
                aria-label={`${M.phonePicker.country}: ${country.name} ${country.dialCode}`}
                aria-haspopup="dialog"
                aria-expanded={false}
                onClick={() => {
                  draft.openPicker = true;
                  onWake();
                }}
                className="flex shrink-0 items-center gap-1.5 rounded-l-lg border-r border-slate-300 bg-slate-50 px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-none disabled:cursor-not-allowed"
              >
                <Flag country={country} />
                <span>{country.dialCode}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 text-slate-500"
                  fill="currentColor"
                >
                  <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
                </svg>
              </button>
              <input
                id={ids.phone}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={M.form.phonePlaceholder}
                defaultValue={draft.phoneNumber}
                onInput={(event) => {
                  // Digits only, at most 15 (E.164), as the full picker keeps them.
                  const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 15);
                  event.currentTarget.value = digits;
                  draft.phoneNumber = digits;
                }}
                className="min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none"
              />
            </div>
          </div>
          <div>
            <label htmlFor={ids.jobTitle} className="mb-1.5 block text-sm font-medium text-slate-700">
              {M.form.jobTitleLabel}
            </label>
            <select
              id={ids.jobTitle}
              aria-busy={jobTitlesLoading || undefined}
              defaultValue={draft.jobTitle}
              onChange={(event) => {
                draft.jobTitle = event.currentTarget.value;
              }}
              className={`${careersInputClass} ${border}`}
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
          <input
            id={ids.cv}
            name="cv"
            type="file"
            accept={CV_ACCEPT}
            onChange={(event) => {
              draft.cv = event.currentTarget.files?.[0] ?? null;
            }}
            aria-describedby={`${ids.cv}-hint`}
            className={`${careersInputClass} ${border} ${careersFileClass}`}
          />
          <p id={`${ids.cv}-hint`} className="mt-1.5 text-sm text-slate-500">
            {M.form.cvHint}
          </p>
        </div>

        <div className="flex items-start gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: the element the full form's Radix Checkbox renders */}
          <button
            id={ids.consent}
            type="button"
            role="checkbox"
            aria-checked={consent}
            data-state={consent ? 'checked' : 'unchecked'}
            onClick={() => {
              draft.consent = !consent;
              setConsent(!consent);
            }}
            className={`${careersCheckboxClass} ${border}`}
          >
            {consent ? (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-white" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
            ) : null}
          </button>
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

      <button type="submit" disabled={submitting} className={careersSubmitClass}>
        {submitting ? M.form.submitting : M.form.submit}
      </button>
    </form>
  );
}
