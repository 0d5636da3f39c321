import { CONTACT_LIMITS } from '@functions/contract/contact-policy';
import type { ContactRequest } from '@functions/contract/schemas/contact';
import { type FormEvent, useEffect, useState } from 'react';
import { Icon } from '@/components/icons';
import { contactMessages as M } from './messages';
import type { ContactFields } from './submit';

type Field = keyof ContactRequest;
const FIELDS: readonly Field[] = ['name', 'email', 'message', 'website'];

const ids = {
  name: 'contact-name',
  email: 'contact-email',
  message: 'contact-message',
  website: 'contact-website',
  status: 'contact-status',
} as const;

const fieldClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60 ${
    invalid ? 'border-danger-500' : 'border-slate-300'
  }`;

const loadSubmit = () => import('./submit');

/**
 * The contact form of the landing page (docs/requirements.md#contact-form): name, email and message
 * (6 rows). Validation failures show the one spec text without sending; the button reads
 * Sending... and then Sent with a check icon, and stays disabled after sending (no resend
 * without reloading). It posts to our own API, which stores the message and mails it to the
 * company. A hidden `website` field is a honeypot for bots.
 *
 * The form is part of the page from the first paint (docs/requirements.md#accessibility: content
 * without waiting): plain fields the browser holds, and the checks (the contract's zod schema) and
 * the request load with the first send (`submit.ts`). That is why it uses neither react-hook-form
 * nor a TanStack mutation: their weight would take the landing page over its JavaScript budget.
 */
export function ContactForm({ onReady }: { onReady?: () => void } = {}) {
  // Once, when the form works: the landing page then does what the visitor did before (lib/intent.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: called once, on mount
  useEffect(() => onReady?.(), []);
  const [invalid, setInvalid] = useState<ReadonlySet<Field> | null>(null);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(
      FIELDS.map((name) => [name, String(data.get(name) ?? '')]),
    ) as ContactFields;
    const { checkContact, sendContactMessage } = await loadSubmit();
    const check = checkContact(fields);
    setInvalid(check.ok ? null : new Set(check.invalid));
    if (!check.ok) return;
    setPhase('sending');
    try {
      await sendContactMessage(check.request);
      form.reset();
      setPhase('sent');
    } catch {
      setPhase('failed');
    }
  };

  const errors = {
    name: invalid?.has('name') ?? false,
    email: invalid?.has('email') ?? false,
    message: invalid?.has('message') ?? false,
  };
  const sent = phase === 'sent';
  const busy = phase === 'sending';
  const status: { tone: 'error' | 'success'; text: string } | null = invalid
    ? { tone: 'error', text: M.invalid }
    : phase === 'failed'
      ? { tone: 'error', text: M.failed }
      : sent
        ? { tone: 'success', text: M.success }
        : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-heading"
      className="relative space-y-4"
    >
      <h3 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        {M.heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className="mb-1.5 block text-sm font-medium text-slate-700">
            {M.nameLabel}
          </label>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            placeholder={M.namePlaceholder}
            disabled={busy || sent}
            aria-invalid={errors.name || undefined}
            aria-describedby={errors.name ? ids.status : undefined}
            className={`h-11 ${fieldClass(errors.name)}`}
            name="name"
          />
        </div>
        <div>
          <label htmlFor={ids.email} className="mb-1.5 block text-sm font-medium text-slate-700">
            {M.emailLabel}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.emailMax}
            placeholder={M.emailPlaceholder}
            disabled={busy || sent}
            aria-invalid={errors.email || undefined}
            aria-describedby={errors.email ? ids.status : undefined}
            className={`h-11 ${fieldClass(errors.email)}`}
            name="email"
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.message} className="mb-1.5 block text-sm font-medium text-slate-700">
          {M.messageLabel}
        </label>
        <textarea
          id={ids.message}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder={M.messagePlaceholder}
          disabled={busy || sent}
          aria-invalid={errors.message || undefined}
          aria-describedby={errors.message ? ids.status : undefined}
          className={`block py-2.5 ${fieldClass(errors.message)}`}
          name="message"
        />
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label htmlFor={ids.website}>{M.honeypotLabel}</label>
        <input id={ids.website} type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={busy || sent}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {sent ? (
            <>
              <Icon name="check" className="size-5" strokeWidth={2.5} />
              {M.sent}
            </>
          ) : busy ? (
            M.sending
          ) : (
            M.send
          )}
        </button>
        {status ? (
          <p
            key={status.tone}
            id={ids.status}
            role={status.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm font-medium ${status.tone === 'error' ? 'text-danger-700' : 'text-success-700'}`}
          >
            {status.text}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">{M.privacyNote}</p>
    </form>
  );
}
