/**
 * The signed-in interviewer's own scorecard of one interview (docs/requirements.md#scorecards):
 * per attribute a four-point rating (native radio group with a Blank option, so arrow keys move
 * within it and Tab moves on) and a note, key take-aways, the overall recommendation. Every change
 * is saved as a draft after a short pause; Submit makes it final.
 */
import type { PlanAttribute } from '@functions/contract/schemas/interviews';
import {
  RATING_LABELS,
  type Rating,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  type Scorecard,
  type ScorecardRequest,
} from '@functions/contract/schemas/scorecards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { saveScorecard, scorecardsKey } from './scorecard-api';
import { scorecardMessages as M } from './scorecard-messages';

/** How long typing pauses before the draft is saved (ms). */
const AUTOSAVE_DELAY_MS = 800;

interface FormValues {
  /** Attribute id to '' (blank) or '1'..'4'; radios hold strings. */
  ratings: Record<string, string>;
  notesPer: Record<string, string>;
  recommendation: '' | Recommendation;
  notes: string;
}

const valuesOf = (attributes: readonly PlanAttribute[], own: Scorecard | undefined): FormValues => ({
  ratings: Object.fromEntries(
    attributes.map((a) => [a.id, String(own?.ratings.find((r) => r.attributeId === a.id)?.rating ?? '')]),
  ),
  notesPer: Object.fromEntries(
    attributes.map((a) => [a.id, own?.ratings.find((r) => r.attributeId === a.id)?.note ?? '']),
  ),
  recommendation: own?.recommendation ?? '',
  notes: own?.notes ?? '',
});

const requestOf = (
  attributes: readonly PlanAttribute[],
  v: FormValues,
  submit: boolean,
): ScorecardRequest => ({
  ratings: attributes.map((a) => ({
    attributeId: a.id,
    rating: v.ratings[a.id] ? (Number(v.ratings[a.id]) as Rating) : null,
    note: v.notesPer[a.id] ?? '',
  })),
  recommendation: v.recommendation || null,
  notes: v.notes,
  submit,
});

export function ScorecardForm({
  resumeId,
  interviewId,
  heading,
  attributes,
  own,
}: {
  resumeId: string;
  interviewId: string;
  heading: string;
  attributes: readonly PlanAttribute[];
  own: Scorecard | undefined;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: valuesOf(attributes, own) });
  const values = useWatch({ control: form.control });
  const lastSaved = useRef(JSON.stringify(valuesOf(attributes, own)));
  const [draftState, setDraftState] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    const current = JSON.stringify(values);
    if (current === lastSaved.current) return;
    const timer = setTimeout(async () => {
      setDraftState('saving');
      try {
        await saveScorecard(resumeId, interviewId, requestOf(attributes, form.getValues(), false));
        lastSaved.current = current;
        setDraftState('saved');
        await queryClient.invalidateQueries({ queryKey: scorecardsKey(resumeId) });
      } catch (err) {
        setDraftState({ failed: reasonOf(err) });
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, attributes, form, interviewId, queryClient, resumeId]);

  const submit = useMutation({
    mutationFn: (v: FormValues) => saveScorecard(resumeId, interviewId, requestOf(attributes, v, true)),
    onSuccess: async () => {
      toast.success(M.submittedToast);
      await queryClient.invalidateQueries({ queryKey: scorecardsKey(resumeId) });
    },
    onError: (err) => setSubmitError(M.submitFailed(reasonOf(err))),
  });

  const onSubmit = form.handleSubmit((v) => {
    setSubmitError(null);
    if (!v.recommendation) {
      form.setError('recommendation', { message: M.chooseRecommendation });
      form.setFocus('recommendation');
      return;
    }
    submit.mutate(v);
  });

  const recommendationError = form.formState.errors.recommendation?.message;
  return (
    <form
      aria-labelledby={`${id}-h`}
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
      onSubmit={onSubmit}
      noValidate
    >
      <h4 id={`${id}-h`} className="text-sm font-semibold text-slate-900">
        {heading}
      </h4>
      {attributes.map((a) => (
        <div key={a.id} className="space-y-2">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{M.rating(a.name)}</legend>
            {a.guidance ? <p className="text-xs text-slate-600">{a.guidance}</p> : null}
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {(['', '1', '2', '3', '4'] as const).map((v) => (
                <label key={v} className="inline-flex min-h-6 items-center gap-1.5 text-sm text-slate-700">
                  <input type="radio" value={v} {...form.register(`ratings.${a.id}`)} className="size-4" />
                  {v ? RATING_LABELS[Number(v) as Rating] : M.blank}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm text-slate-700">
            {M.note(a.name)}
            <textarea rows={2} className={`${inputClass} mt-1`} {...form.register(`notesPer.${a.id}`)} />
          </label>
        </div>
      ))}
      <label className="block text-sm font-medium text-slate-800">
        {M.takeaways}
        <textarea rows={3} className={`${inputClass} mt-1`} {...form.register('notes')} />
      </label>
      <fieldset aria-describedby={recommendationError ? `${id}-rec-err` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{M.recommendation}</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="inline-flex min-h-6 items-center gap-1.5 text-sm text-slate-700">
              <input type="radio" value={r} {...form.register('recommendation')} className="size-4" />
              {RECOMMENDATION_LABELS[r]}
            </label>
          ))}
        </div>
        {recommendationError ? (
          <p id={`${id}-rec-err`} className="mt-1 text-sm text-danger-700">
            {recommendationError}
          </p>
        ) : null}
      </fieldset>
      <p className="text-xs text-slate-600">{M.submitHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={submit.isPending}>
          {submit.isPending ? M.submitting : M.submit}
        </button>
        <p role="status" className="text-sm text-slate-600">
          {draftState === 'saving'
            ? M.saving
            : draftState === 'saved'
              ? M.savedDraft
              : typeof draftState === 'object'
                ? M.saveFailed(draftState.failed)
                : ''}
        </p>
      </div>
      {submitError ? (
        <p role="alert" className="text-sm text-danger-700">
          {submitError}
        </p>
      ) : null}
    </form>
  );
}
