/**
 * The Careers CV form's state (docs/requirements.md#careers-form): react-hook-form over the form's
 * schema (`schema.ts`), the live hints, the one message shown after a failed submit, the job titles,
 * and the upload with its outcome (accepted, rejected with a new file choice, still checking).
 * Used by `CareersForm.tsx`, also when it hydrates the prerendered form.
 */
import type { ResumeUploadRequest } from '@functions/contract/schemas/resume';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type DefaultValues, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { phoneHint } from '@/components/phone/phone-hint';
import { useJobTitleOptions } from '@/lib/queries';
import { type UploadProgress, uploadCv, uploadProblemKind } from '@/lib/upload';
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

/** The ids of the form's elements; the prerendered HTML and the hydrating form must agree on them. */
export const ids = {
  name: 'careers-name',
  email: 'careers-email',
  phone: 'careers-phone',
  jobTitle: 'careers-job-title',
  cv: 'careers-cv',
  consent: 'careers-consent',
  submitError: 'careers-submit-error',
} as const;

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
export function describedBy(...idsOrUndefined: (string | false | undefined)[]): string | undefined {
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

/**
 * The form's state and its submit. `onReady` is called once, after the first commit (the form
 * works: its code has run and its fields are registered).
 */
export function useCareersForm(onReady?: () => void) {
  const [fileInputKey, setFileInputKey] = useState(0);
  const [succeeded, setSucceeded] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
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

  const upload = useMutation({
    mutationFn: ({ request, file }: { request: ResumeUploadRequest; file: File }) =>
      uploadCv(request, file, setProgress),
    onSettled: () => setProgress(null),
  });

  const onValid = (values: CareersFormOutput) => {
    setSucceeded(false);
    setProgress(null);
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

  return {
    register,
    control,
    errors,
    hints,
    phoneExpected,
    titleOptions,
    jobTitlesLoading: loading && hydrated,
    /** The key of the file input: a new one empties it. */
    fileInputKey,
    onSubmit: handleSubmit(onValid),
    busy: upload.isPending,
    /** The bytes of the CV sent so far while uploading (the progress bar), else null. */
    progress: upload.isPending ? progress : null,
    upload,
    /** What went wrong with the last upload: `still-checking`, `rejected`, another kind, or null. */
    problem: upload.isError ? uploadProblemKind(upload.error) : null,
    succeeded,
    submitError: submitErrorOf(errors),
    /** The submit error's id when `field` has an error (it describes the field too), else undefined. */
    errorRef: (field: keyof CareersFormValues) => (errors[field] ? ids.submitError : undefined),
  };
}

/** What `useCareersForm` gives the form's view. */
export type CareersFormState = ReturnType<typeof useCareersForm>;
