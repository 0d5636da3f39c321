/**
 * "Schedule interview" (docs/requirements.md#interviews), from the candidate page and a pipeline
 * card: posting (fixed from a card), stage of that posting's interview plan, date and time entered
 * in Dublin time (sent as a Dublin wall time, the server resolves it across the daylight-saving
 * changes: docs/architecture.md#interview-times), duration (the stage's, editable), location or
 * video link, interviewers from the admin accounts, a message. The body is checked with the
 * contract's `scheduleInterviewRequest` before it is sent, so the form shows the API's texts; a
 * 409 lists the clashing bookings with "Schedule anyway" (`allowConflicts: true`). "Let the
 * candidate choose" offers 2-10 times instead (`slots`, docs/requirements.md#interview-self-scheduling):
 * the candidate gets a mail to choose one on /my-data.
 */
import { formatDate } from '@functions/contract/dates';
import { dublinToUtc } from '@functions/contract/local-time';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewConflict,
  type ScheduleInterviewRequest,
  SLOT_LIMITS,
  scheduleInterviewRequest,
} from '@functions/contract/schemas/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type FieldErrors, type Resolver, useFieldArray, useForm } from 'react-hook-form';
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
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { ApiError } from '@/lib/api';
import { interviewPlanQuery } from '@/lib/interview-plan';
import { RESUMES_KEY } from '@/lib/resumes';
import { interviewerChoicesQuery, interviewsKey, scheduleInterview } from './api';
import { interviewMessages as M } from './messages';

/** A posting the interview may be for. */
export type { PostingChoice };

interface ScheduleForm {
  postingId: string;
  stageId: string;
  /** `fixed`: one time (`date`, `time`); `slots`: the times offered for the candidate to choose. */
  mode: 'fixed' | 'slots';
  date: string;
  time: string;
  slots: { date: string; time: string }[];
  durationMinutes: number;
  location: string;
  videoUrl: string;
  interviewerIds: string[];
  message: string;
}

/** The request of the form's values: blanks left out, the date and time one Dublin wall time. */
function bodyOf(v: ScheduleForm): ScheduleInterviewRequest {
  return {
    postingId: v.postingId,
    stageId: v.stageId,
    ...(v.mode === 'slots'
      ? { slots: v.slots.map((s) => `${s.date}T${s.time}`) }
      : { startsAt: `${v.date}T${v.time}` }),
    durationMinutes: v.durationMinutes,
    ...(v.location.trim() ? { location: v.location.trim() } : {}),
    ...(v.videoUrl.trim() ? { videoUrl: v.videoUrl.trim() } : {}),
    interviewerIds: v.interviewerIds,
    ...(v.message.trim() ? { message: v.message } : {}),
  };
}

const FIELD_OF: Record<string, keyof ScheduleForm> = { startsAt: 'time' };

/** The problem with one Dublin wall time `date`T`time` the server would refuse, if any. */
function timeProblem(date: string, time: string): string | undefined {
  if (!date || !time) return M.required;
  const wall = `${date}T${time}`;
  const utc = dublinToUtc(wall);
  if (utc.kind === 'missing') return INTERVIEW_MESSAGES.noSuchLocalTime(wall);
  if (utc.kind !== 'invalid' && Date.parse(utc.utc) <= Date.now()) return INTERVIEW_MESSAGES.inPast;
  return undefined;
}

/**
 * The contract's schema over the request the form would send; its first problem per field is that
 * field's error. A wall time in the spring gap is refused here with the server's own text.
 */
const resolver: Resolver<ScheduleForm> = async (values) => {
  const errors: FieldErrors<ScheduleForm> = {};
  const put = (field: keyof ScheduleForm, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  if (!values.postingId) put('postingId', M.required);
  if (!values.stageId) put('stageId', M.required);
  if (values.mode === 'slots') {
    // The first problem of the offered times, naming the time it is about.
    values.slots.some((slot, i) => {
      const problem = timeProblem(slot.date, slot.time);
      if (problem) put('slots', `${M.slot(i + 1)}: ${problem}`);
      return Boolean(problem);
    });
  } else {
    if (!values.date) put('date', M.required);
    if (!values.time) put('time', M.required);
  }
  const parsed = scheduleInterviewRequest.safeParse(bodyOf(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      put(FIELD_OF[key] ?? (key as keyof ScheduleForm), issue.message);
    }
  if (values.mode === 'fixed' && values.date && values.time && !errors.time) {
    const problem = timeProblem(values.date, values.time);
    if (problem) put('time', problem);
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The dialog for candidate `resumeId` (`name`): their `postings` to choose from (one is chosen
 * already), and with `offerActive` the other active postings too: scheduling for a posting the
 * candidate is not in adds them to its pipeline (docs/requirements.md#interviews). Shown by
 * `ScheduleInterviewButton`; roles without `interviews:write` never see it.
 */
export function ScheduleInterviewDialog({
  open,
  onOpenChange,
  resumeId,
  name,
  postings,
  offerActive = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumeId: string;
  name: string;
  postings: PostingChoice[];
  offerActive?: boolean;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={M.title} description={M.description(name)} wide>
      {open ? (
        postings.length || offerActive ? (
          <ScheduleFormBody
            resumeId={resumeId}
            postings={postings}
            offerActive={offerActive}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <p className="text-sm text-slate-700">{M.noPostings}</p>
        )
      ) : null}
    </Modal>
  );
}

function ScheduleFormBody({
  resumeId,
  postings,
  offerActive,
  onDone,
}: {
  resumeId: string;
  postings: PostingChoice[];
  offerActive: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const others = useOtherActivePostings(postings, offerActive);
  const queryClient = useQueryClient();
  const [conflicts, setConflicts] = useState<InterviewConflict[]>([]);
  const [refusal, setRefusal] = useState('');
  const form = useForm<ScheduleForm>({
    resolver,
    defaultValues: {
      postingId: postings.length === 1 ? postings[0]!.id : '',
      stageId: '',
      mode: 'fixed',
      date: '',
      time: '',
      slots: [
        { date: '', time: '' },
        { date: '', time: '' },
      ],
      durationMinutes: 30,
      location: '',
      videoUrl: '',
      interviewerIds: [],
      message: '',
    },
  });
  const { register, handleSubmit, watch, setValue, formState, control } = form;
  const slotRows = useFieldArray({ control, name: 'slots' });
  const mode = watch('mode');
  const postingId = watch('postingId');
  const stageId = watch('stageId');
  const plan = useQuery({ ...interviewPlanQuery(postingId), enabled: Boolean(postingId) });
  const admins = useQuery(interviewerChoicesQuery());
  // A posting's plan, once read, picks its first stage unless one of its stages is chosen: an empty
  // Stage after choosing a posting only stopped the recruiter with "Required".
  useEffect(() => {
    const first = plan.data?.stages[0];
    if (first && !plan.data?.stages.some((s) => s.id === stageId)) setValue('stageId', first.id);
  }, [plan.data, stageId, setValue]);
  // A stage brings its duration; the recruiter may still change it.
  useEffect(() => {
    const stage = plan.data?.stages.find((s) => s.id === stageId);
    if (stage) setValue('durationMinutes', stage.durationMinutes);
  }, [plan.data, stageId, setValue]);

  const book = useMutation({
    mutationFn: ({ values, allowConflicts }: { values: ScheduleForm; allowConflicts: boolean }) =>
      scheduleInterview(resumeId, { ...bodyOf(values), ...(allowConflicts ? { allowConflicts } : {}) }),
    onSuccess: (interview) => {
      queryClient.invalidateQueries({ queryKey: interviewsKey(resumeId) });
      queryClient.invalidateQueries({ queryKey: ['admin', 'job-applicants', interview.postingId] });
      queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
      if (interview.slots) toast.success(M.offered, { description: M.offeredDetail(interview.slots.length) });
      else
        toast.success(M.scheduled, {
          description: M.at(interview.stageName, formatDate(interview.startsAt, 'dateTime') ?? ''),
        });
      onDone();
    },
    onError: (error) => {
      const clashes = error instanceof ApiError && error.status === 409 ? error.answer?.conflicts : undefined;
      if (Array.isArray(clashes)) {
        setRefusal('');
        setConflicts(clashes as InterviewConflict[]);
      } else setRefusal(M.failed(reasonOf(error)));
    },
  });
  const submit = (allowConflicts: boolean) =>
    handleSubmit((values) => {
      setRefusal('');
      if (!allowConflicts) setConflicts([]);
      book.mutate({ values, allowConflicts });
    });
  const nameOf = (adminId: string) => admins.data?.find((a) => a._id === adminId)?.user_name ?? adminId;
  const e = formState.errors;
  const described = (field: keyof ScheduleForm) => ({
    id: `${id}-${field}`,
    'aria-invalid': e[field] ? true : undefined,
    'aria-describedby': e[field] ? `${id}-${field}-error` : undefined,
  });
  const label = (field: keyof ScheduleForm, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-700">
      {text}
    </label>
  );

  return (
    <form noValidate onSubmit={submit(false)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('postingId', M.posting)}
          <select {...described('postingId')} {...register('postingId')} className={`${inputClass} mt-1`}>
            <PostingOptions
              postings={postings}
              others={others}
              labels={{ choose: M.choosePosting, theirs: M.theirPostings, others: M.otherPostings }}
            />
          </select>
          <FieldError id={`${id}-postingId`} error={e.postingId?.message} />
        </div>
        <div>
          {label('stageId', M.stage)}
          <select
            {...described('stageId')}
            {...register('stageId')}
            className={`${inputClass} mt-1`}
            disabled={!plan.data}
          >
            <option value="">{postingId && plan.isPending ? M.loadingStages : M.chooseStage}</option>
            {plan.data?.stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-stageId`} error={e.stageId?.message} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="block text-sm font-medium text-slate-700">{M.mode}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input type="radio" value="fixed" className="size-4 accent-brand-600" {...register('mode')} />
              {M.modeFixed}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input type="radio" value="slots" className="size-4 accent-brand-600" {...register('mode')} />
              {M.modeSlots}
            </label>
          </div>
        </fieldset>
        {mode === 'slots' ? (
          <fieldset
            className="sm:col-span-2"
            aria-describedby={`${id}-slots-hint${e.slots ? ` ${id}-slots-error` : ''}`}
          >
            <legend className="sr-only">{M.modeSlots}</legend>
            <p id={`${id}-slots-hint`} className="text-xs text-slate-600">
              {M.slotsHint(SLOT_LIMITS.min, SLOT_LIMITS.max)}
            </p>
            <ol className="mt-2 space-y-2">
              {slotRows.fields.map((row, i) => (
                <li key={row.id} className="flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={`${id}-slot-${i}-date`} className="block text-sm text-slate-700">
                      {`${M.slot(i + 1)}: ${M.date}`}
                    </label>
                    <input
                      id={`${id}-slot-${i}-date`}
                      type="date"
                      {...register(`slots.${i}.date`)}
                      className={`${inputClass} mt-1`}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${id}-slot-${i}-time`} className="block text-sm text-slate-700">
                      {`${M.slot(i + 1)}: ${M.time}`}
                    </label>
                    <input
                      id={`${id}-slot-${i}-time`}
                      type="time"
                      {...register(`slots.${i}.time`)}
                      className={`${inputClass} mt-1`}
                    />
                  </div>
                  {slotRows.fields.length > SLOT_LIMITS.min ? (
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      aria-label={M.removeSlot(i + 1)}
                      onClick={() => slotRows.remove(i)}
                    >
                      {M.remove}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
            {slotRows.fields.length < SLOT_LIMITS.max ? (
              <button
                type="button"
                className={`${buttonClass.secondary} mt-2`}
                onClick={() => slotRows.append({ date: '', time: '' })}
              >
                {M.addSlot}
              </button>
            ) : null}
            <FieldError id={`${id}-slots`} error={e.slots?.message ?? e.slots?.root?.message} />
          </fieldset>
        ) : (
          <>
            <div>
              {label('date', M.date)}
              <input
                type="date"
                {...described('date')}
                {...register('date')}
                className={`${inputClass} mt-1`}
              />
              <FieldError id={`${id}-date`} error={e.date?.message} />
            </div>
            <div>
              {label('time', M.time)}
              <input
                type="time"
                {...described('time')}
                {...register('time')}
                className={`${inputClass} mt-1`}
              />
              <FieldError id={`${id}-time`} error={e.time?.message} />
            </div>
          </>
        )}
        <div>
          {label('durationMinutes', M.duration)}
          <input
            type="number"
            min={15}
            max={480}
            step={5}
            {...described('durationMinutes')}
            {...register('durationMinutes', { valueAsNumber: true })}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-durationMinutes`} error={e.durationMinutes?.message} />
        </div>
        <div>
          {label('location', M.location)}
          <input
            maxLength={INTERVIEW_LIMITS.locationMax}
            {...described('location')}
            {...register('location')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-location`} error={e.location?.message} />
        </div>
        <div className="sm:col-span-2">
          {label('videoUrl', M.videoUrl)}
          <input
            type="url"
            placeholder="https://"
            maxLength={INTERVIEW_LIMITS.videoUrlMax}
            {...described('videoUrl')}
            {...register('videoUrl')}
            className={`${inputClass} mt-1`}
          />
          <FieldError id={`${id}-videoUrl`} error={e.videoUrl?.message} />
        </div>
      </div>
      <p className="text-xs text-slate-500">{M.timeHint}</p>
      <fieldset aria-describedby={e.interviewerIds ? `${id}-interviewerIds-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">{M.interviewers}</legend>
        {admins.isPending ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {M.loadingInterviewers}
          </p>
        ) : admins.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {reasonOf(admins.error)}
          </p>
        ) : (
          // One column that may shrink below its content on a phone: a long address wraps inside the dialog.
          <ul className="mt-2 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
            {admins.data.map((a) => (
              <li key={a._id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    value={a._id}
                    className="size-4 accent-brand-600"
                    {...register('interviewerIds')}
                  />
                  <span className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
                    {a.user_name} <span className="text-slate-500">({a.email})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-interviewerIds`} error={e.interviewerIds?.message} />
      </fieldset>
      <div>
        {label('message', M.message)}
        <textarea
          rows={3}
          maxLength={INTERVIEW_LIMITS.messageMax}
          {...described('message')}
          {...register('message')}
          className={`${inputClass} mt-1`}
        />
        <FieldError id={`${id}-message`} error={e.message?.message} />
      </div>
      {conflicts.length ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-medium">{M.conflictsTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {conflicts.map((c) => (
              <li key={`${c.interviewerId}-${c.interviewId}`}>
                {M.conflict(
                  nameOf(c.interviewerId),
                  formatDate(c.startsAt, 'dateTime') ?? c.startsAt,
                  formatDate(c.endsAt, 'dateTime') ?? c.endsAt,
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            disabled={book.isPending}
            onClick={submit(true)}
          >
            {M.bookAnyway}
          </button>
        </div>
      ) : null}
      <FormFooter
        refusal={refusal}
        pending={book.isPending}
        onCancel={onDone}
        cancelLabel={M.cancel}
        submitLabel={M.submit}
        pendingLabel={M.scheduling}
      />
    </form>
  );
}

/** A button opening the dialog, shown only to roles that may call `POST /resume/{id}/interviews`. */
export function ScheduleInterviewButton({
  resumeId,
  name,
  postings,
  offerActive = false,
  className = buttonClass.secondary,
  describedBy,
}: {
  resumeId: string;
  name: string;
  postings: PostingChoice[];
  /** Offer the other active postings too (the candidate page). */
  offerActive?: boolean;
  className?: string;
  /** The id of what names the candidate, where the button's own name does not (a pipeline card). */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const may = useAdminMayCall('POST /resume/{id}/interviews');
  if (!may) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {M.action}
      </button>
      <ScheduleInterviewDialog
        open={open}
        onOpenChange={setOpen}
        resumeId={resumeId}
        name={name}
        postings={postings}
        offerActive={offerActive}
      />
    </>
  );
}
