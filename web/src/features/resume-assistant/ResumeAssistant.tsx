import { CV_ACCEPT } from '@functions/contract/cv-policy';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/icons';
import { UploadProgressBar } from '@/components/UploadProgressBar';
import type { ChatLine, Said } from './flow';
import { assistantMessages as M } from './messages';
import { useResumeAssistant } from './useResumeAssistant';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './validation';

type Assistant = ReturnType<typeof useResumeAssistant>;

/**
 * The Resume Assistant's chat panel (docs/requirements.md#resume-assistant, #public-limits), a view
 * of `useResumeAssistant` (the conversation's steps are the reducer of `flow.ts`). Mounted on open
 * and unmounted on close, so every opening starts afresh. Before the file step it states the 90-day
 * retention and links the privacy policy; sending the file records that notice as consent.
 */
export function ResumeAssistant({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const assistant = useResumeAssistant(onClose);
  const { state, close } = assistant;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // A modal dialog (docs/requirements.md#accessibility): on a phone the panel covers the page, so
  // Tab must never reach what lies behind it; Radix traps focus and hides the rest from screen
  // readers. Escape runs the panel's own animated close; focus then goes back to the launcher,
  // which AssistantLauncher moves there itself (the launcher is not in the page while it is open).
  return (
    <Dialog.Root open modal>
      <Dialog.Content
        asChild
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          close();
        }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <section
          aria-labelledby={titleId}
          className={`fixed inset-x-3 bottom-3 z-50 flex h-[min(36rem,calc(100dvh-1.5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition duration-300 ease-out motion-reduce:transition-none sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96 ${
            shown && !state.closing ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
          }`}
          data-state={state.closing ? 'closing' : 'open'}
        >
          <header className="flex items-center gap-3 bg-gradient-to-r from-brand-800 to-accent-700 px-4 py-3 text-white">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-white/15"
            >
              <Icon name="chat" className="size-5" strokeWidth={2} />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title asChild>
                <h2 id={titleId} className="font-semibold leading-tight">
                  {M.title}
                </h2>
              </Dialog.Title>
              <p className="text-xs text-white/85">{M.subtitle}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={M.close}
              className="flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
            >
              <Icon name="close" className="size-5" strokeWidth={2} />
            </button>
          </header>

          <ChatLog state={state} />
          {/* Outside the live log: the label changes with every step of the bytes sent. */}
          {assistant.progress ? (
            <div className="border-t border-slate-200 bg-white px-4 py-2">
              <UploadProgressBar progress={assistant.progress} />
            </div>
          ) : null}
          <div className="border-t border-slate-200 bg-white p-3">
            <AnswerArea assistant={assistant} />
          </div>
        </section>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The conversation so far, kept scrolled to its newest line, and the "typing" or busy status. */
function ChatLog({ state }: { state: Assistant['state'] }) {
  const logRef = useRef<HTMLDivElement>(null);
  const { lines, busy, step } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line is added or the status changes
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, busy]);
  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4"
    >
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
      {step === 'greeting' && lines.length === 0 ? <TypingDots label={M.typing} /> : null}
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
          />
          {busy}
        </p>
      ) : null}
    </div>
  );
}

const LINE_STYLE = {
  user: 'rounded-br-sm bg-brand-600 text-white',
  error: 'rounded-bl-sm border border-danger-200 bg-danger-50 text-danger-700',
  success: 'rounded-bl-sm border border-success-200 bg-success-50 text-success-700',
  bot: 'rounded-bl-sm bg-white text-slate-800',
} as const;

/** One chat bubble, named for screen readers by who said it. */
function Line({ line }: { line: ChatLine }) {
  const style = LINE_STYLE[line.from === 'user' ? 'user' : (line.tone ?? 'bot')];
  return (
    <div className={`flex ${line.from === 'user' ? 'justify-end' : 'justify-start'}`}>
      <p
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm shadow-sm ${style}`}
      >
        <span className="sr-only">{line.from === 'user' ? `${M.you}: ` : `${M.bot}: `}</span>
        <Saying says={line.says} />
      </p>
    </div>
  );
}

/** A line's content: its text, a sent file's name, or the resume question with the retention notice. */
function Saying({ says }: { says: Said }) {
  if (typeof says === 'string') return says;
  if (says.kind === 'file')
    return (
      <span className="inline-flex items-center gap-1.5">
        <Icon name="paperclip" className="size-4 shrink-0" strokeWidth={2} />
        <span className="sr-only">{M.attached} </span>
        {says.name}
      </span>
    );
  return (
    <>
      {M.askResume(says.role)}{' '}
      <span className="mt-2 block text-xs text-slate-600">
        {M.noticeBefore}
        {/* A new tab keeps the conversation open. */}
        <a
          href="/privacy-policy"
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {M.noticeLink}
        </a>
        {M.noticeAfter}
      </span>
    </>
  );
}

/** Where the next answer goes: the text box, the job titles, or the file button; focused on each new step. */
function AnswerArea({ assistant }: { assistant: Assistant }) {
  const { step } = assistant.state;
  if (step === 'name' || step === 'email') return <TextAnswer assistant={assistant} />;
  if (step === 'jobTitle')
    return <TitleChoice options={assistant.titleOptions} onChoose={assistant.chooseTitle} />;
  if (step === 'resume') return <FileChoice onFile={assistant.sendFile} />;
  return <p className="h-11" aria-hidden="true" />;
}

function TextAnswer({ assistant }: { assistant: Assistant }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { step, draft } = assistant.state;
  const name = step === 'name';
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the box of each new step
  useEffect(() => inputRef.current?.focus(), [step]);
  return (
    <form noValidate onSubmit={assistant.submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {name ? M.nameLabel : M.emailLabel}
      </label>
      <input
        key={step}
        id={inputId}
        ref={inputRef}
        type={name ? 'text' : 'email'}
        autoComplete={name ? 'name' : 'email'}
        maxLength={name ? NAME_MAX_LENGTH : EMAIL_MAX_LENGTH}
        value={draft}
        onChange={(e) => assistant.setDraft(e.target.value)}
        placeholder={name ? M.namePlaceholder : M.emailPlaceholder}
        className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      <button
        type="submit"
        className="h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        {M.send}
      </button>
    </form>
  );
}

function TitleChoice({
  options,
  onChoose,
}: {
  options: readonly string[];
  onChoose: (role: string) => void;
}) {
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (options.length > 0) firstRef.current?.focus();
  }, [options.length]);
  if (options.length === 0)
    return (
      <p role="status" className="px-1 py-2 text-sm text-slate-600">
        {M.jobTitlesLoading}
      </p>
    );
  return (
    <ul aria-label={M.jobTitlesLabel} className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
      {options.map((title, index) => (
        <li key={title}>
          <button
            ref={index === 0 ? firstRef : undefined}
            type="button"
            onClick={() => onChoose(title)}
            className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function FileChoice({ onFile }: { onFile: (file: File) => Promise<void> }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => chooseRef.current?.focus(), []);
  return (
    <div className="flex items-center gap-3">
      <input
        ref={fileRef}
        type="file"
        accept={CV_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void onFile(file);
        }}
      />
      <button
        ref={chooseRef}
        type="button"
        onClick={() => fileRef.current?.click()}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-700"
      >
        <Icon name="upload" className="size-5" strokeWidth={2} />
        {M.chooseFile}
      </button>
      <span className="text-xs text-slate-600">{M.fileHint}</span>
    </div>
  );
}

/** Three bouncing dots while the assistant "types" its first question. */
function TypingDots({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex gap-1 px-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-slate-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
