/**
 * The Careers form's rules (docs/requirements.md#careers-form), built on the shared upload contract so
 * that whatever passes here also passes `POST /resume/upload`.
 */

import {
  CV_LIMITS,
  cvFileName,
  emailAddress,
  personName,
  phoneContact,
  type ResumeUploadRequest,
} from '@functions/contract/schemas/resume';
import * as z from 'zod';
import { type CountryCode, DEFAULT_COUNTRY, dialCodeOf, isCountryCode } from '@/components/phone/countries';
import type { PhoneValue } from '@/components/phone/PhoneInput';
import { cvContentTypeOf } from '@/lib/upload';
import { careersMessages } from './messages';

const M = careersMessages.submit;

/** Letters of any alphabet and spaces: the careers rule (docs/requirements.md#careers-form). */
export const CAREERS_NAME_PATTERN = /^[\p{L} ]+$/u;

/** Digits the phone picker asks for before it stops warning (docs/requirements.md#public-limits). */
export const PICKER_MIN_DIGITS = 7;

/** What the form holds while the visitor fills it in. */
export interface CareersFormValues {
  name: string;
  email: string;
  phone: PhoneValue;
  jobTitle: string;
  cv: File | null;
  consent: boolean;
}

/** An empty form (Ireland preselected: docs/requirements.md#public-limits). */
export const emptyCareersForm = (): CareersFormValues => ({
  name: '',
  email: '',
  phone: { country: DEFAULT_COUNTRY, number: '' },
  jobTitle: '',
  cv: null,
  consent: false,
});

const cvFile = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .transform((file, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!file) return fail(M.fillAll);
    if (!cvContentTypeOf(file)) return fail(M.fileType);
    if (file.size > CV_LIMITS.maxBytes) return fail(M.fileTooLarge);
    if (file.size < CV_LIMITS.minBytes) return fail(M.fileTooSmall);
    const name = cvFileName.safeParse(file.name);
    if (!name.success) return fail(name.error.issues[0]?.message ?? M.fileType);
    return file;
  });

/**
 * The form schema. Each field reports the shared "fill all fields" text when it is empty, then its
 * own submit text; the contract schemas (`personName`, `emailAddress`, `phoneContact`) come last
 * so the request is valid for the API too.
 */
export const careersFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, M.fillAll)
    .regex(CAREERS_NAME_PATTERN, M.name)
    .min(2, M.name)
    .pipe(personName),
  email: z.string().trim().min(1, M.fillAll).pipe(emailAddress),
  phone: z
    .object({
      country: z.custom<CountryCode>(isCountryCode, M.phone),
      number: z.string().min(1, M.fillAll).min(5, M.phone),
    })
    .transform(({ country, number }) => ({ country_code: dialCodeOf(country), number }))
    .pipe(phoneContact),
  jobTitle: z.string().trim().min(1, M.fillAll).max(100),
  cv: cvFile,
  consent: z.boolean().refine((accepted) => accepted, M.fillAll),
});

export type CareersFormOutput = z.output<typeof careersFormSchema>;

/** The order in which submit errors are reported (docs/requirements.md#careers-form). */
export const CAREERS_FIELD_ORDER = ['name', 'email', 'phone', 'jobTitle', 'cv', 'consent'] as const;

/** The upload request for a valid form. */
export function toUploadRequest(values: CareersFormOutput): { request: ResumeUploadRequest; file: File } {
  const contentType = cvContentTypeOf(values.cv);
  if (!contentType) throw new Error(M.fileType);
  return {
    request: {
      name: values.name,
      email: values.email,
      role: values.jobTitle,
      contact: values.phone,
      fileName: values.cv.name,
      contentType,
      size: values.cv.size,
      consent: true,
      source: 'careers',
    },
    file: values.cv,
  };
}

/** The live hint of each field while typing (docs/requirements.md#careers-form), or undefined. */
export function liveHints(values: Pick<CareersFormValues, 'name' | 'email' | 'phone'>) {
  const L = careersMessages.live;
  const name = values.name.trim();
  const email = values.email.trim();
  const digits = values.phone.number;
  return {
    name: name && !CAREERS_NAME_PATTERN.test(name) ? L.name : undefined,
    email: email && !emailAddress.safeParse(email).success ? L.email : undefined,
    phone: digits && digits.length < PICKER_MIN_DIGITS ? L.phone : undefined,
  };
}
