/**
 * The interview plan of a posting, edited on its page (/admin/job-form/{id}) by whoever may write
 * postings (docs/requirements.md#interview-plan): ordered stages (add, remove, rename, move up and
 * down, duration in minutes) and each stage's scorecard attributes (name, optional guidance).
 * react-hook-form over the contract's own schema (`interviewPlanRequest`), so the form shows the
 * API's texts before sending; a refusal the server still gives (403, 404, 400) is shown above Save.
 * Ids of existing stages and attributes travel in the form, so interviews and scorecards keep
 * pointing at them; new ones are sent without and the server gives them one.
 */
import { formatDate } from '@functions/contract/dates';
import {
  type InterviewPlan,
  type InterviewPlanRequest,
  interviewPlanRequest,
  PLAN_LIMITS,
} from '@functions/contract/schemas/interviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { FieldError } from '@/components/admin/field-error';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { interviewPlanKey, interviewPlanQuery, saveInterviewPlan } from '@/lib/interview-plan';
import { interviewPlanMessages as M } from './interview-plan-messages';

type PlanForm = InterviewPlanRequest;

/** The form's values of a plan as the API answers it (guidance '' where none). */
const valuesOf = (plan: InterviewPlan): PlanForm => ({
  stages: plan.stages.map((s) => ({
    id: s.id,
    name: s.name,
    durationMinutes: s.durationMinutes,
    attributes: s.attributes.map((a) => ({ id: a.id, name: a.name, guidance: a.guidance ?? '' })),
  })),
});

/** What is sent: an empty guidance is no guidance. */
const bodyOf = (form: PlanForm): PlanForm => ({
  stages: form.stages.map((s) => ({
    ...s,
    attributes: s.attributes.map(({ guidance, ...a }) => (guidance?.trim() ? { ...a, guidance } : a)),
  })),
});

/** The array-level message of a field array's errors (react-hook-form puts it on `root` or the array). */
const arrayMessage = (errors: unknown): string | undefined => {
  const e = errors as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
};

/** The plan section of the posting's page; nothing for roles that may not save the plan. */
export function InterviewPlanEditor({ jobId }: { jobId: string }) {
  const may = useAdminMayCall('PUT /admin/job-postings/{id}/interview-plan');
  const plan = useQuery({ ...interviewPlanQuery(jobId), enabled: may });
  const headingId = useId();
  if (!may) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{M.intro}</p>
      <div className="mt-4">
        {plan.isPending ? (
          <LoadingPanel label={M.loading} />
        ) : plan.isError ? (
          <LoadErrorPanel
            message={M.loadFailed(reasonOf(plan.error))}
            retryLabel={M.retry}
            onRetry={() => plan.refetch()}
          />
        ) : (
          <PlanForm key={plan.data.updatedAt ?? 'default'} jobId={jobId} plan={plan.data} />
        )}
      </div>
    </section>
  );
}

function PlanForm({ jobId, plan }: { jobId: string; plan: InterviewPlan }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState('');
  const form = useForm<PlanForm>({
    resolver: zodResolver(interviewPlanRequest),
    defaultValues: valuesOf(plan),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, formState, reset } = form;
  const stages = useFieldArray({ control, name: 'stages', keyName: 'key' });
  const save = useMutation({
    mutationFn: (values: PlanForm) => saveInterviewPlan(jobId, bodyOf(values)),
    onSuccess: (saved) => {
      setRefusal('');
      queryClient.setQueryData(interviewPlanKey(jobId), saved);
      reset(valuesOf(saved));
      toast.success(M.saved);
    },
    onError: (error) => setRefusal(M.saveFailed(reasonOf(error))),
  });
  const stagesError = arrayMessage(formState.errors.stages);
  const count = stages.fields.length;

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <p className="text-sm text-slate-600">
        {plan.isDefault ? M.isDefault : plan.updatedAt ? M.updated(formatDate(plan.updatedAt) ?? '') : null}
      </p>
      <ol className="mt-4 space-y-4">
        {stages.fields.map((field, index) => (
          <li key={field.key} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{M.stage(index + 1)}</h3>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass.small}
                  aria-label={M.moveUp(index + 1)}
                  disabled={index === 0}
                  onClick={() => stages.move(index, index - 1)}
                >
                  {M.up}
                </button>
                <button
                  type="button"
                  className={buttonClass.small}
                  aria-label={M.moveDown(index + 1)}
                  disabled={index === count - 1}
                  onClick={() => stages.move(index, index + 1)}
                >
                  {M.down}
                </button>
                <button
                  type="button"
                  className={buttonClass.small}
                  aria-label={M.removeStage(index + 1)}
                  onClick={() => stages.remove(index)}
                >
                  {M.remove}
                </button>
              </div>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
              <TextField
                label={M.stageName}
                stage={index}
                error={formState.errors.stages?.[index]?.name?.message}
                input={register(`stages.${index}.name`)}
                maxLength={PLAN_LIMITS.nameMax + 20}
              />
              <TextField
                label={M.duration}
                stage={index}
                error={formState.errors.stages?.[index]?.durationMinutes?.message}
                input={register(`stages.${index}.durationMinutes`, { valueAsNumber: true })}
                type="number"
                min={PLAN_LIMITS.minMinutes}
                max={PLAN_LIMITS.maxMinutes}
                step={5}
              />
            </div>
            <Attributes stage={index} control={control} register={register} errors={formState.errors} />
          </li>
        ))}
      </ol>
      {stagesError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {stagesError}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass.secondary} mt-4`}
        disabled={count >= PLAN_LIMITS.maxStages}
        onClick={() =>
          stages.append({ name: M.newStage, durationMinutes: 60, attributes: [{ name: '', guidance: '' }] })
        }
      >
        {M.addStage}
      </button>
      {refusal ? (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          {refusal}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!formState.isDirty || save.isPending}
          onClick={() => {
            setRefusal('');
            reset(valuesOf(plan));
          }}
        >
          {M.discard}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {save.isPending ? M.saving : M.save}
        </button>
      </div>
    </form>
  );
}

/** The scorecard attributes of stage `stage`: name and guidance each, add and remove. */
function Attributes({
  stage,
  control,
  register,
  errors,
}: {
  stage: number;
  control: Control<PlanForm>;
  register: UseFormRegister<PlanForm>;
  errors: FieldErrors<PlanForm>;
}) {
  const attributes = useFieldArray({ control, name: `stages.${stage}.attributes`, keyName: 'key' });
  const listError = arrayMessage(errors.stages?.[stage]?.attributes);
  return (
    <fieldset className="mt-4">
      <legend className="text-xs font-medium uppercase tracking-wide text-slate-500">{M.attributes}</legend>
      <ol className="mt-2 space-y-3">
        {attributes.fields.map((field, index) => {
          const e = errors.stages?.[stage]?.attributes?.[index];
          return (
            <li
              key={field.key}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
            >
              <TextField
                label={`${M.attribute(index + 1)}: ${M.attributeName}`}
                stage={stage}
                error={e?.name?.message}
                input={register(`stages.${stage}.attributes.${index}.name`)}
                maxLength={PLAN_LIMITS.nameMax + 20}
              />
              <TextField
                label={`${M.attribute(index + 1)}: ${M.guidance}`}
                stage={stage}
                error={e?.guidance?.message}
                input={register(`stages.${stage}.attributes.${index}.guidance`)}
                maxLength={PLAN_LIMITS.guidanceMax + 20}
              />
              <button
                type="button"
                className={`${buttonClass.small} sm:mt-6`}
                aria-label={M.removeAttribute(stage + 1, index + 1)}
                onClick={() => attributes.remove(index)}
              >
                {M.remove}
              </button>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass.small} mt-3`}
        disabled={attributes.fields.length >= PLAN_LIMITS.maxAttributes}
        onClick={() => attributes.append({ name: '', guidance: '' })}
      >
        {M.addAttribute}
      </button>
    </fieldset>
  );
}

/**
 * A labelled input with its error. `stage` makes the accessible name unique on the page
 * ("Stage name, stage 2" is read as "Stage 2: Stage name").
 */
function TextField({
  label,
  stage,
  error,
  input,
  ...rest
}: {
  label: string;
  stage: number;
  error?: string;
  input: ReturnType<UseFormRegister<PlanForm>>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        <span className="sr-only">{M.stage(stage + 1)}: </span>
        {label}
      </label>
      <input
        id={id}
        className={`${inputClass} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
