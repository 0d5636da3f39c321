/**
 * "Make offer" on the candidate page (docs/requirements.md#offers): a Radix dialog with a
 * react-hook-form form checked by the contract's `createOfferRequest` (the API's own texts) and the
 * date rules the server applies (no start date in the past, no expiry before today or after the
 * start date), so what the form accepts the API accepts. Saves a draft; approving and sending are
 * on the offers list. Shown only to roles that may call `POST /resume/{id}/offers`.
 */
import { isoDay } from '@functions/contract/dates';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type CreateOfferRequest,
  createOfferRequest,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
} from '@functions/contract/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { FieldError } from '@/components/admin/field-error';
import { inputClass } from '@/components/admin/form-fields';
import { FormFooter } from '@/components/admin/form-footer';
import { reasonOf } from '@/components/admin/row-action';
import {
  type PostingChoice,
  PostingOptions,
  useOtherActivePostings,
} from '@/components/applications/PostingOptions';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { makeOffer, offersKey } from './api';
import { offerMessages as M } from './messages';

/** A posting the offer may be for. */
export type OfferPostingChoice = PostingChoice;

interface OfferForm {
  postingId: string;
  jobTitle: string;
  amount: string;
  currency: string;
  period: (typeof SALARY_PERIODS)[number];
  startDate: string;
  contractType: (typeof CONTRACT_TYPES)[number];
  hoursPerWeek: string;
  expiresAt: string;
  notes: string;
}

/** The currencies offered first; any other ISO 4217 code may be typed. */
const COMMON_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK'];

/** The request of the form's values: numbers as numbers, blanks left out. */
function bodyOf(v: OfferForm): CreateOfferRequest {
  return {
    postingId: v.postingId,
    jobTitle: v.jobTitle,
    salary: {
      amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount),
      currency: v.currency,
      period: v.period,
    },
    startDate: v.startDate,
    contractType: v.contractType,
    ...(v.hoursPerWeek.trim() ? { hoursPerWeek: Number(v.hoursPerWeek) } : {}),
    expiresAt: v.expiresAt,
    ...(v.notes.trim() ? { notes: v.notes } : {}),
  };
}

/** Where each request field's problem shows in the form. */
const FIELD_OF: Record<string, keyof OfferForm> = {
  amount: 'amount',
  currency: 'currency',
  period: 'period',
};

const resolver: Resolver<OfferForm> = async (values) => {
  const errors: FieldErrors<OfferForm> = {};
  const put = (field: keyof OfferForm, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  if (!values.postingId) put('postingId', M.required);
  if (!values.amount.trim()) put('amount', M.required);
  const parsed = createOfferRequest.safeParse(bodyOf(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[issue.path[0] === 'salary' ? 1 : 0] ?? '');
      put(FIELD_OF[key] ?? (key as keyof OfferForm), issue.message);
    }
  const today = isoDay();
  if (values.startDate && values.startDate < today) put('startDate', OFFER_MESSAGES.startInPast);
  if (values.expiresAt && values.expiresAt < today) put('expiresAt', OFFER_MESSAGES.expiryInPast);
  if (values.expiresAt && values.startDate && values.expiresAt > values.startDate)
    put('expiresAt', OFFER_MESSAGES.expiryAfterStart);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function MakeOfferForm({
  resumeId,
  postings,
  onDone,
}: {
  resumeId: string;
  postings: OfferPostingChoice[];
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const others = useOtherActivePostings(postings);
  const [refusal, setRefusal] = useState('');
  const first = postings.length === 1 ? postings[0]! : undefined;
  const { register, handleSubmit, formState, setValue, getValues } = useForm<OfferForm>({
    resolver,
    defaultValues: {
      postingId: first?.id ?? '',
      jobTitle: first?.title ?? '',
      amount: '',
      currency: 'EUR',
      period: 'year',
      startDate: '',
      contractType: 'permanent',
      hoursPerWeek: '',
      expiresAt: '',
      notes: '',
    },
  });
  const save = useMutation({
    mutationFn: (values: OfferForm) => makeOffer(resumeId, bodyOf(values)),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: offersKey(resumeId) });
      toast.success(M.saved);
      onDone();
    },
    onError: (error) => setRefusal(M.failed(reasonOf(error))),
  });
  const e = formState.errors;
  const described = (field: keyof OfferForm) => ({
    id: `${id}-${field}`,
    'aria-invalid': e[field] ? true : undefined,
    'aria-describedby': e[field] ? `${id}-${field}-error` : undefined,
  });
  const label = (field: keyof OfferForm, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-700">
      {text}
    </label>
  );
  const titleOf = (postingId: string) =>
    [...postings, ...others].find((p) => p.id === postingId)?.title ?? '';
  const today = isoDay();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setRefusal('');
        save.mutate(values);
      })}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('postingId', M.posting)}
          <select
            {...described('postingId')}
            {...register('postingId', {
              // The posting's title is the offer's first guess at a job title.
              onChange: (ev: { target: { value: string } }) => {
                if (!getValues('jobTitle').trim()) setValue('jobTitle', titleOf(ev.target.value));
              },
            })}
            className={`${inputClass} mt-1`}
          >
            <PostingOptions
              postings={postings}
              others={others}
              labels={{ choose: M.choosePosting, theirs: M.theirPostings, others: M.otherPostings }}
            />
          </select>
          <FieldError id={`${id}-postingId`} error={e.postingId?.message} />
        </div>
        <div>
          {label('jobTitle', M.jobTitle)}
          <input
            maxLength={OFFER_LIMITS.jobTitleMax}
            {...described('jobTitle')}
            {...register('jobTitle')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-jobTitle`} error={e.jobTitle?.message} />
        </div>
        <div>
          {label('amount', M.amount)}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...described('amount')}
            {...register('amount')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-amount`} error={e.amount?.message} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            {label('currency', M.currency)}
            <input
              list={`${id}-currencies`}
              maxLength={3}
              autoCapitalize="characters"
              {...described('currency')}
              {...register('currency')}
              className={`${inputClass} mt-1 uppercase`}
            />
            <datalist id={`${id}-currencies`}>
              {COMMON_CURRENCIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <FieldError id={`${id}-currency`} error={e.currency?.message} />
          </div>
          <div>
            {label('period', M.period)}
            <select {...described('period')} {...register('period')} className={`${inputClass} mt-1`}>
              {SALARY_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {SALARY_PERIOD_LABELS[p].replace('per ', '')}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-period`} error={e.period?.message} />
          </div>
        </div>
        <div>
          {label('startDate', M.startDate)}
          <input
            type="date"
            min={today}
            {...described('startDate')}
            {...register('startDate')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-startDate`} error={e.startDate?.message} />
        </div>
        <div>
          {label('expiresAt', M.expiresAt)}
          <input
            type="date"
            min={today}
            {...described('expiresAt')}
            {...register('expiresAt')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-expiresAt`} error={e.expiresAt?.message} />
        </div>
        <div>
          {label('contractType', M.contractType)}
          <select
            {...described('contractType')}
            {...register('contractType')}
            className={`${inputClass} mt-1`}
          >
            {CONTRACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {CONTRACT_TYPE_LABELS[c]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-contractType`} error={e.contractType?.message} />
        </div>
        <div>
          {label('hoursPerWeek', M.hoursPerWeek)}
          <input
            type="number"
            inputMode="decimal"
            min={OFFER_LIMITS.hoursMin}
            max={OFFER_LIMITS.hoursMax}
            {...described('hoursPerWeek')}
            {...register('hoursPerWeek')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-hoursPerWeek`} error={e.hoursPerWeek?.message} />
        </div>
        <div className="sm:col-span-2">
          {label('notes', M.notes)}
          <textarea
            rows={3}
            maxLength={OFFER_LIMITS.notesMax}
            {...described('notes')}
            {...register('notes')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-notes`} error={e.notes?.message} />
        </div>
      </div>
      <FormFooter
        refusal={refusal}
        pending={save.isPending}
        onCancel={onDone}
        cancelLabel={M.cancel}
        submitLabel={M.submit}
        pendingLabel={M.saving}
      />
    </form>
  );
}

/** The "Make offer" button and its dialog, for roles that may call `POST /resume/{id}/offers`. */
export function MakeOfferButton({
  resumeId,
  name,
  postings,
}: {
  resumeId: string;
  name: string;
  postings: OfferPostingChoice[];
}) {
  const [open, setOpen] = useState(false);
  const may = useAdminMayCall('POST /resume/{id}/offers');
  if (!may) return null;
  return (
    <>
      <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
        {M.action}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={M.title} description={M.description(name)} wide>
        {open ? (
          <MakeOfferForm resumeId={resumeId} postings={postings} onDone={() => setOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}
