import { CV_ACCEPT } from '@functions/contract/cv-policy';
import type { ResumeUploadRequest } from '@functions/contract/schemas/resume';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Icon } from '@/components/icons';
import { useJobTitleOptions } from '@/lib/queries';
import { cvContentTypeOf, uploadCv, uploadFailureReason, uploadProblemKind } from '@/lib/upload';
import { findingsOf } from './analysis';
import { extractText } from './extract-text';
import { assistantMessages as M } from './messages';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  sanitizeName,
  validateCvFile,
  validateEmail,
  validateName,
} from './validation';

/** docs/requirements.md#public-limits: the name step starts after 0.4 s, closing animates 300 ms, auto-close 3 s after success. */
export const ASSISTANT_TIMINGS = {
  nameDelayMs: 400,
  closeMs: 300,
  autoCloseMs: 3000,
  toastMs: 5000,
} as const;

/** The steps of docs/requirements.md#resume-assistant (`uploading` is the resume step while the file is sent). */
type Step = 'greeting' | 'name' | 'email' | 'jobTitle' | 'resume' | 'uploading';

interface ChatLine {
  id: number;
  from: 'bot' | 'user';
  content: ReactNode;
  tone?: 'error' | 'success';
}

/**
 * The Resume Assistant's chat panel (docs/requirements.md#resume-assistant, #public-limits). Steps: greeting, name,
 * email, job title, resume, then back to greeting after a successful upload. Mounted on open and
 * unmounted on close, so every opening starts afresh. Public job titles load when it opens.
 * Before the file step it states the 90-day retention and links the privacy policy; sending the
 * file records that notice as consent (`source: 'assistant'`). The CV's text is read in the
 * browser for fallbacks (name, email, phone) and the skills sent with the upload.
 */
export function ResumeAssistant({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const [step, setStep] = useState<Step>('greeting');
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [busyText, setBusyText] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState(false);
  const details = useRef<{ name?: string; email?: string; role?: string }>({});
  const nextId = useRef(0);
  const timers = useRef<number[]>([]);
  const alive = useRef(true);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const firstTitleRef = useRef<HTMLButtonElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);

  const { options: titleOptions } = useJobTitleOptions();

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(() => alive.current && fn(), ms));
  }, []);

  const say = useCallback((from: ChatLine['from'], content: ReactNode, tone?: ChatLine['tone']) => {
    const id = nextId.current++;
    setLines((all) => [...all, { id, from, content, tone }]);
  }, []);

  const close = useCallback(() => {
    setClosing(true);
    later(onClose, ASSISTANT_TIMINGS.closeMs);
  }, [later, onClose]);

  useEffect(() => {
    alive.current = true;
    const frame = requestAnimationFrame(() => setShown(true));
    // The assistant "types" for 0.4 s, then greets and asks for the name (docs/requirements.md#resume-assistant).
    later(() => {
      setLines([{ id: nextId.current++, from: 'bot', content: M.greeting }]);
      setStep('name');
    }, ASSISTANT_TIMINGS.nameDelayMs);
    return () => {
      alive.current = false;
      cancelAnimationFrame(frame);
      for (const t of timers.current) clearTimeout(t);
    };
  }, [later]);

  // Keep the newest line in view, and the focus where the next answer goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line is added or the step changes
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, busyText]);
  useEffect(() => {
    if (step === 'name' || step === 'email') inputRef.current?.focus();
    else if (step === 'resume') chooseRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (step === 'jobTitle' && titleOptions.length > 0) firstTitleRef.current?.focus();
  }, [step, titleOptions.length]);

  const answer = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'name') {
      const name = sanitizeName(draft).trim();
      say('user', name || draft);
      const problem = validateName(name);
      if (problem) return say('bot', problem, 'error');
      details.current.name = name.replace(/\s+/g, ' ');
      setDraft('');
      say('bot', M.askEmail(details.current.name));
      setStep('email');
    } else if (step === 'email') {
      const email = draft.trim();
      say('user', email);
      const problem = validateEmail(email);
      if (problem) return say('bot', problem, 'error');
      details.current.email = email.toLowerCase();
      setDraft('');
      say('bot', M.askJobTitle);
      setStep('jobTitle');
    }
  };

  const chooseTitle = (role: string) => {
    details.current.role = role;
    say('user', role);
    say(
      'bot',
      <>
        {M.askResume(role)}{' '}
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
      </>,
    );
    setStep('resume');
  };

  const sendFile = async (file: File) => {
    say(
      'user',
      <span className="inline-flex items-center gap-1.5">
        <Icon name="paperclip" className="size-4 shrink-0" strokeWidth={2} />
        <span className="sr-only">{M.attached} </span>
        {file.name}
      </span>,
    );
    const problem = validateCvFile(file);
    const contentType = cvContentTypeOf(file);
    if (problem || !contentType) return say('bot', problem ?? M.validation.fileType, 'error');

    setStep('uploading');
    setBusyText(M.reading);
    // The fact finder carries the full phone metadata: it loads with the first CV, like the readers.
    const [{ findCvFacts }, text] = await Promise.all([
      import('@functions/contract/cv-facts'),
      extractText(file),
    ]);
    const found = findingsOf(findCvFacts(text));
    if (!alive.current) return;
    if (found.skills.length > 0) say('bot', M.skillsFound(found.skills));
    setBusyText(M.uploading);

    const request: ResumeUploadRequest = {
      // What the visitor typed wins; the CV's own details are the fallback (docs/requirements.md#resume-assistant).
      name: details.current.name ?? found.name ?? '',
      email: details.current.email ?? found.email ?? '',
      role: details.current.role ?? '',
      ...(found.phone ? { contact: found.phone } : {}),
      fileName: file.name,
      contentType,
      size: file.size,
      consent: true,
      skills: found.skills,
      source: 'assistant',
    };
    try {
      await uploadCv(request, file);
      if (!alive.current) return;
      setBusyText(null);
      say('bot', M.success, 'success');
      toast.success(M.successToast, {
        description: M.successToastDescription,
        duration: ASSISTANT_TIMINGS.toastMs,
      });
      // The flow resets to its start; the panel closes itself a moment later.
      details.current = {};
      setStep('greeting');
      later(close, ASSISTANT_TIMINGS.autoCloseMs);
    } catch (error) {
      if (!alive.current) return;
      setBusyText(null);
      const problem = uploadProblemKind(error);
      if (problem === 'still-checking') {
        // Not a success and not a failure: the conversation ends here, nothing to send again.
        say('bot', M.stillChecking);
        toast.info(M.stillCheckingToast, {
          description: M.stillChecking,
          duration: ASSISTANT_TIMINGS.toastMs,
        });
        details.current = {};
        setStep('greeting');
        return;
      }
      const reason = uploadFailureReason(error, M.failureFallback);
      say('bot', `${M.failurePrefix}${reason}${problem === 'rejected' ? ` ${M.tryAnother}` : ''}`, 'error');
      toast.error(M.failureToast, { description: reason, duration: ASSISTANT_TIMINGS.toastMs });
      setStep('resume');
    }
  };

  const textStep = step === 'name' || step === 'email';

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
            shown && !closing ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
          }`}
          data-state={closing ? 'closing' : 'open'}
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

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4"
          >
            {lines.map((line) => (
              <div key={line.id} className={`flex ${line.from === 'user' ? 'justify-end' : 'justify-start'}`}>
                <p
                  className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm shadow-sm ${
                    line.from === 'user'
                      ? 'rounded-br-sm bg-brand-600 text-white'
                      : line.tone === 'error'
                        ? 'rounded-bl-sm border border-danger-200 bg-danger-50 text-danger-700'
                        : line.tone === 'success'
                          ? 'rounded-bl-sm border border-success-200 bg-success-50 text-success-700'
                          : 'rounded-bl-sm bg-white text-slate-800'
                  }`}
                >
                  <span className="sr-only">{line.from === 'user' ? `${M.you}: ` : `${M.bot}: `}</span>
                  {line.content}
                </p>
              </div>
            ))}
            {step === 'greeting' && lines.length === 0 ? <TypingDots label={M.typing} /> : null}
            {busyText ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
                />
                {busyText}
              </p>
            ) : null}
          </div>

          <div className="border-t border-slate-200 bg-white p-3">
            {textStep ? (
              <form noValidate onSubmit={answer} className="flex gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {step === 'name' ? M.nameLabel : M.emailLabel}
                </label>
                <input
                  key={step}
                  id={inputId}
                  ref={inputRef}
                  type={step === 'email' ? 'email' : 'text'}
                  autoComplete={step === 'email' ? 'email' : 'name'}
                  maxLength={step === 'name' ? NAME_MAX_LENGTH : EMAIL_MAX_LENGTH}
                  value={draft}
                  onChange={(e) => setDraft(step === 'name' ? sanitizeName(e.target.value) : e.target.value)}
                  placeholder={step === 'name' ? M.namePlaceholder : M.emailPlaceholder}
                  className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
                />
                <button
                  type="submit"
                  className="h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                >
                  {M.send}
                </button>
              </form>
            ) : step === 'jobTitle' ? (
              titleOptions.length === 0 ? (
                <p role="status" className="px-1 py-2 text-sm text-slate-600">
                  {M.jobTitlesLoading}
                </p>
              ) : (
                <ul aria-label={M.jobTitlesLabel} className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
                  {titleOptions.map((title, index) => (
                    <li key={title}>
                      <button
                        ref={index === 0 ? firstTitleRef : undefined}
                        type="button"
                        onClick={() => chooseTitle(title)}
                        className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
                      >
                        {title}
                      </button>
                    </li>
                  ))}
                </ul>
              )
            ) : step === 'resume' ? (
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
                    if (file) void sendFile(file);
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
            ) : (
              <p className="h-11" aria-hidden="true" />
            )}
          </div>
        </section>
      </Dialog.Content>
    </Dialog.Root>
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
