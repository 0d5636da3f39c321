/**
 * What a visitor did in the careers form's light first version (`CareersFormShell.tsx`) before the
 * full form's code (react-hook-form, zod, the phone metadata, the upload code) arrived: the values
 * typed or chosen, the field that had focus, and whether they opened the country list or submitted.
 * The full form (`CareersForm.tsx`) takes all of it over on mount, so nothing typed is lost and an
 * early submit goes through (docs/architecture.md#prerendered-pages, "Weight").
 */
export interface CareersDraft {
  name: string;
  email: string;
  /** National digits, as the picker keeps them. */
  phoneNumber: string;
  jobTitle: string;
  cv: File | null;
  consent: boolean;
  /** Id of the field that has focus, or undefined. */
  focusId?: string;
  /** The visitor clicked the country button. */
  openPicker: boolean;
  /** The visitor submitted. */
  submit: boolean;
}

/** A draft with nothing done yet. */
export const emptyCareersDraft = (): CareersDraft => ({
  name: '',
  email: '',
  phoneNumber: '',
  jobTitle: '',
  cv: null,
  consent: false,
  openPicker: false,
  submit: false,
});

/** Ids of the form's controls, shared by both versions so labels, tests and focus carry over. */
export const careersFieldIds = {
  name: 'careers-name',
  email: 'careers-email',
  phone: 'careers-phone',
  jobTitle: 'careers-job-title',
  cv: 'careers-cv',
  consent: 'careers-consent',
  submitError: 'careers-submit-error',
} as const;

/** Classes of the form's text inputs (both versions look the same). */
export const careersInputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60';

/** Border of a field, red when invalid. */
export const careersBorderClass = (invalid: boolean) => (invalid ? 'border-danger-500' : 'border-slate-300');

/** Classes of the CV file input. */
export const careersFileClass =
  'h-auto cursor-pointer py-2 text-sm text-slate-600 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100';

/** Classes of the consent checkbox. */
export const careersCheckboxClass =
  'flex size-6 shrink-0 items-center justify-center rounded border bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600';

/** Classes of the submit button. */
export const careersSubmitClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';
