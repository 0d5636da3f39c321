/**
 * The candidate's interviews on /my-data (docs/requirements.md#interview-self-scheduling): each with
 * its stage, time (Dublin) and place; one still awaiting the candidate's choice lists its open times
 * as radio buttons (arrow keys move between them) and `Book this time` books the one chosen.
 */
import { formatDate } from '@functions/contract/dates';
import type { Interview } from '@functions/contract/schemas/interviews';
import { SLOT_MESSAGES } from '@functions/contract/schemas/interviews';
import type { MyDataExport } from '@functions/contract/schemas/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '@/lib/api';
import { chooseInterviewSlot, type MyDataAuth } from './api';

const button =
  'inline-flex items-center justify-center rounded-lg bg-sky-800 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-sky-900 disabled:opacity-60';

/** The interviews section; nothing when the candidate has none. */
export function MyInterviews({ auth, data }: { auth: MyDataAuth; data: MyDataExport }) {
  if (!data.interviews?.length) return null;
  return (
    <section aria-labelledby="my-interviews" className="mt-8">
      <h2 id="my-interviews" className="text-xl font-semibold text-slate-900">
        Your interviews
      </h2>
      <ul className="mt-3 space-y-4">
        {data.interviews.map((i) => (
          <li key={i.id} className="rounded-lg border border-slate-200 p-4">
            <InterviewCard auth={auth} interview={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InterviewCard({ auth, interview }: { auth: MyDataAuth; interview: Interview }) {
  const where = [interview.location, interview.videoUrl].filter(Boolean).join(', ');
  return (
    <>
      <h3 className="font-semibold text-slate-900">{interview.stageName}</h3>
      {interview.slots ? (
        <SlotChoice auth={auth} interview={interview} slots={interview.slots} />
      ) : (
        <p className="text-slate-700">{formatDate(interview.startsAt, 'dateTime')} (Dublin time)</p>
      )}
      {where ? <p className="text-slate-700">{where}</p> : null}
    </>
  );
}

function SlotChoice({ auth, interview, slots }: { auth: MyDataAuth; interview: Interview; slots: string[] }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const choose = useMutation({
    mutationFn: (startsAt: string) => chooseInterviewSlot(auth, interview.id, startsAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-data'] }),
  });
  if (!slots.length)
    return <p className="text-slate-700">No offered time is free any more. We will be in touch.</p>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) choose.mutate(chosen);
      }}
    >
      <fieldset>
        <legend className="text-slate-700">Choose a time (Dublin time):</legend>
        <div className="mt-2 space-y-1">
          {slots.map((s) => (
            <label key={s} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={name}
                value={s}
                checked={chosen === s}
                onChange={() => setChosen(s)}
              />
              {formatDate(s, 'dateTime')}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${button} mt-3`} disabled={!chosen || choose.isPending}>
        Book this time
      </button>
      <p role="status" className="mt-2 text-slate-700">
        {choose.isSuccess ? SLOT_MESSAGES.chosen : ''}
      </p>
      {choose.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {choose.error instanceof ApiError ? choose.error.message : SLOT_MESSAGES.taken}
        </p>
      ) : null}
    </form>
  );
}
