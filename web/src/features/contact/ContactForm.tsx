import { CONTACT_LIMITS, type ContactRequest, contactRequest } from '@functions/contract/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { sendContactMessage } from './api';
import { contactMessages as M } from './messages';

type ContactValues = ContactRequest;

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

/**
 * The contact form of the landing page (docs/requirements.md#contact-form): name, email and message
 * (6 rows). Validation failures show the one spec text without sending; the button reads
 * Sending... and then Sent with a check icon, and stays disabled after sending (no resend
 * without reloading). It posts to our own API, which stores the message and mails it to the
 * company. A hidden `website` field is a honeypot for bots.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ContactValues, unknown, ContactRequest>({
    resolver: zodResolver(contactRequest),
    defaultValues: { name: '', email: '', message: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({ mutationFn: sendContactMessage, onSuccess: () => reset() });

  const invalid = isSubmitted && Object.keys(errors).length > 0;
  const busy = send.isPending;
  const sent = send.isSuccess;
  const status: { tone: 'error' | 'success'; text: string } | null = invalid
    ? { tone: 'error', text: M.invalid }
    : send.isError
      ? { tone: 'error', text: M.failed }
      : sent
        ? { tone: 'success', text: M.success }
        : null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
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
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={errors.name ? ids.status : undefined}
            className={`h-11 ${fieldClass(Boolean(errors.name))}`}
            {...register('name')}
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
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={errors.email ? ids.status : undefined}
            className={`h-11 ${fieldClass(Boolean(errors.email))}`}
            {...register('email')}
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
          aria-invalid={Boolean(errors.message) || undefined}
          aria-describedby={errors.message ? ids.status : undefined}
          className={`block py-2.5 ${fieldClass(Boolean(errors.message))}`}
          {...register('message')}
        />
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label htmlFor={ids.website}>{M.honeypotLabel}</label>
        <input id={ids.website} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={busy || sent}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {sent ? (
            <>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
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
