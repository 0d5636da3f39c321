/**
 * The candidate's interviews on /my-data (docs/requirements.md#interview-self-scheduling): each with
 * its stage, time (Dublin) and place; one still awaiting the candidate's choice lists its open times
 * as radio buttons (arrow keys move between them) and `Book this time` books the one chosen. A fixed
 * time can be confirmed, and for either the candidate may ask for another time with a message.
 */
import { formatDate } from '@functions/contract/dates';
import type { Interview } from '@functions/contract/schemas/interviews';
import { SLOT_LIMITS, SLOT_MESSAGES } from '@functions/contract/schemas/interviews';
import { MY_DATA_MESSAGES, type MyDataExport } from '@functions/contract/schemas/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { askAnotherInterviewTime, chooseInterviewSlot, confirmInterview, type MyDataAuth } from './api';

const T = MY_DATA_MESSAGES.interviews;

const button =
  'inline-flex items-center justify-center rounded-lg bg-sky-800 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-sky-900 disabled:opacity-60';
const secondary =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:opacity-60';

/** The interviews section; nothing when the candidate has none. */
export function MyInterviews({ auth, data }: { auth: MyDataAuth; data: MyDataExport }) {
  if (!data.interviews?.length) return null;
  return (
    <section aria-labelledby="my-interviews" className="mt-8">
      <h2 id="my-interviews" className="text-xl font-semibold text-slate-900">
        {T.title}
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

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.message : MY_DATA_MESSAGES.failed);

function InterviewCard({ auth, interview }: { auth: MyDataAuth; interview: Interview }) {
  const where = [interview.location, interview.videoUrl].filter(Boolean).join(', ');
  const upcoming = Date.parse(interview.startsAt) > Date.now();
  return (
    <>
      <h3 className="font-semibold text-slate-900">{interview.stageName}</h3>
      {interview.slots ? (
        <SlotChoice auth={auth} interview={interview} slots={interview.slots} />
      ) : (
        <p className="text-slate-700">
          {formatDate(interview.startsAt, 'dateTime')} {T.dublin}
        </p>
      )}
      {where ? <p className="text-slate-700">{where}</p> : null}
      {interview.timeRequest ? (
        <p className="mt-2 text-slate-700">
          {T.asked(formatDate(interview.timeRequest.requestedAt, 'dateTime') ?? '')}
        </p>
      ) : null}
      {!interview.slots && upcoming && interview.status !== 'completed' ? (
        <FixedTimeAnswers auth={auth} interview={interview} />
      ) : null}
      {interview.slots ? <AskAnotherTime auth={auth} interview={interview} label={T.noneSuits} /> : null}
    </>
  );
}

/** Confirm a fixed time (once), or ask for another. */
function FixedTimeAnswers({ auth, interview }: { auth: MyDataAuth; interview: Interview }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmInterview(auth, interview.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-data'] }),
  });
  const confirmed = interview.status === 'confirmed';
  return (
    <div className="mt-3">
      {confirmed ? (
        <p className="text-slate-700">{T.confirmedNote}</p>
      ) : (
        <button
          type="button"
          className={button}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {T.confirm}
        </button>
      )}
      <p role="status" className="mt-2 text-slate-700">
        {confirm.isSuccess ? SLOT_MESSAGES.confirmed : ''}
      </p>
      {confirm.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {refusalOf(confirm.error)}
        </p>
      ) : null}
      <AskAnotherTime auth={auth} interview={interview} label={T.ask} />
    </div>
  );
}

/** A button that opens a message box to ask for another time, then sends it. */
function AskAnotherTime({
  auth,
  interview,
  label,
}: {
  auth: MyDataAuth;
  interview: Interview;
  label: string;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The button that opened the form is gone: the keyboard goes on in the message box.
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  const ask = useMutation({
    mutationFn: () => askAnotherInterviewTime(auth, interview.id, message),
    onSuccess: () => {
      setOpen(false);
      setMessage('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-data'] }),
  });
  return (
    <div className="mt-3">
      {open ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate();
          }}
        >
          <label htmlFor={`${id}-message`} className="block text-slate-800">
            {T.askLabel}
          </label>
          <textarea
            ref={box}
            id={`${id}-message`}
            rows={3}
            required
            maxLength={SLOT_LIMITS.askMessageMax}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={ask.isError ? `${id}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
          <div className="mt-2 flex gap-2">
            <button type="submit" className={button} disabled={ask.isPending || !message.trim()}>
              {T.send}
            </button>
            <button type="button" className={secondary} onClick={() => setOpen(false)}>
              {T.cancel}
            </button>
          </div>
          {ask.isError ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-red-700">
              {refusalOf(ask.error)}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className={secondary} onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
      <p role="status" className="mt-2 text-slate-700">
        {ask.isSuccess ? SLOT_MESSAGES.asked : ''}
      </p>
    </div>
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
  if (!slots.length) return <p className="text-slate-700">{T.noTimeLeft}</p>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) choose.mutate(chosen);
      }}
    >
      <fieldset>
        <legend className="text-slate-700">{T.chooseTime}</legend>
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
        {T.book}
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
