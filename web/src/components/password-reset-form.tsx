/**
 * The password reset of both login areas (docs/requirements.md#password-reset): first the account
 * (an e-mail, or an admin's email or user name) to mail a code to, then the code with the new
 * password typed twice. The API's own schemas validate both steps; every refusal shows the
 * server's text. Success: a toast and on to the area's login page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod';
import { FieldError, FormField, PasswordInput, SubmitButton, TextField } from '@/components/account-form';
import { ErrorBox, SuccessBox } from '@/components/feedback';

/** Texts of the reset pages, the same in both areas (docs/requirements.md#password-reset). */
export const PASSWORD_RESET_TEXTS = {
  forgotLink: 'Forgot password?',
  askTitle: 'Reset your password',
  askSubtitle: 'Enter your account and we will e-mail you a code to choose a new password.',
  sendCode: 'Send code',
  sending: 'Sending...',
  codeTitle: 'Choose a new password',
  codeLabel: 'Code from the e-mail',
  codePlaceholder: '123456',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  passwordHint: 'At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol.',
  mismatch: 'Passwords do not match',
  submit: 'Set new password',
  submitting: 'Saving...',
  resend: 'Send a new code',
  otherAccount: 'Use another account',
  remembered: 'Remembered your password?',
  backToLogin: 'Back to login',
} as const;

const T = PASSWORD_RESET_TEXTS;

/** What one area plugs in: its identifier field, its schemas and calls, and its login page. */
export interface PasswordResetArea<F extends 'email' | 'identifier'> {
  field: F;
  fieldLabel: string;
  fieldPlaceholder: string;
  fieldType: 'email' | 'text';
  /** The request body of the first step (the area's forgot-password schema). */
  askSchema: z.ZodType<Record<F, string>>;
  /** The request body of the second step (the area's reset-password schema). */
  resetSchema: z.ZodType<Record<F, string> & { code: string; password: string }>;
  ask: (body: Record<F, string>) => Promise<string | undefined>;
  reset: (body: Record<F, string> & { code: string; password: string }) => Promise<string | undefined>;
  loginPath: string;
  /** An account to start with (e.g. what the login form held). */
  initial?: string;
}

export function PasswordResetForm<F extends 'email' | 'identifier'>({
  area,
}: {
  area: PasswordResetArea<F>;
}) {
  const [sent, setSent] = useState<{ account: string; message?: string } | null>(null);
  return sent === null ? (
    <AskForCode area={area} onSent={(account, message) => setSent({ account, message })} />
  ) : (
    <EnterCode area={area} {...sent} onOtherAccount={() => setSent(null)} />
  );
}

function AskForCode<F extends 'email' | 'identifier'>({
  area,
  onSent,
}: {
  area: PasswordResetArea<F>;
  onSent: (account: string, message?: string) => void;
}) {
  const schema = z.object({ account: z.string() }).superRefine((v, ctx) => {
    const parsed = area.askSchema.safeParse({ [area.field]: v.account });
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['account'], message: parsed.error.issues[0]!.message });
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ account: string }>({
    resolver: zodResolver(schema),
    defaultValues: { account: area.initial ?? '' },
  });
  const ask = useMutation({
    mutationFn: (account: string) => area.ask({ [area.field]: account } as Record<F, string>),
    onSuccess: (message, account) => onSent(account, message),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => ask.mutate(v.account.trim()))}
      className="mt-8 space-y-5"
      aria-label={T.askTitle}
    >
      <TextField
        id="reset-account"
        label={area.fieldLabel}
        type={area.fieldType}
        autoComplete={area.fieldType === 'email' ? 'email' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={area.fieldPlaceholder}
        error={errors.account?.message}
        {...register('account')}
      />
      {ask.isError ? <ErrorBox>{ask.error.message}</ErrorBox> : null}
      <SubmitButton disabled={ask.isPending} busy={ask.isPending} label={T.sendCode} busyLabel={T.sending} />
    </form>
  );
}

interface CodeForm {
  code: string;
  password: string;
  confirm: string;
}

function EnterCode<F extends 'email' | 'identifier'>({
  area,
  account,
  message,
  onOtherAccount,
}: {
  area: PasswordResetArea<F>;
  account: string;
  /** The server's answer to the request for a code. */
  message?: string;
  onOtherAccount: () => void;
}) {
  const navigate = useNavigate();
  const schema = z
    .object({ code: z.string(), password: z.string(), confirm: z.string() })
    .superRefine((v, ctx) => {
      const parsed = area.resetSchema.safeParse({
        [area.field]: account,
        code: v.code,
        password: v.password,
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const path = issue.path[0] === 'code' ? 'code' : 'password';
          ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
        }
      if (v.confirm !== v.password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: T.mismatch });
    });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const reset = useMutation({
    mutationFn: (v: CodeForm) =>
      area.reset({ [area.field]: account, code: v.code.trim(), password: v.password } as Record<F, string> & {
        code: string;
        password: string;
      }),
    onSuccess: (message) => {
      if (message) toast.success(message);
      navigate(area.loginPath, { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => area.ask({ [area.field]: account } as Record<F, string>),
    onSuccess: (message) => {
      if (message) toast.success(message);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => reset.mutate(v))}
      className="mt-8 space-y-5"
      aria-label={T.codeTitle}
    >
      {message ? <SuccessBox>{message}</SuccessBox> : null}
      <TextField
        id="reset-code"
        label={T.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={T.codePlaceholder}
        error={errors.code?.message}
        {...register('code')}
      />
      <FormField id="reset-password" label={T.passwordLabel}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby="reset-password-hint"
          {...register('password')}
        />
        <p id="reset-password-hint" className="mt-1 text-xs text-slate-500">
          {T.passwordHint}
        </p>
        <FieldError message={errors.password?.message} />
      </FormField>
      <FormField id="reset-confirm" label={T.confirmLabel}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirm)}
          {...register('confirm')}
        />
        <FieldError message={errors.confirm?.message} />
      </FormField>
      {reset.isError ? <ErrorBox>{reset.error.message}</ErrorBox> : null}
      <SubmitButton
        disabled={reset.isPending}
        busy={reset.isPending}
        label={T.submit}
        busyLabel={T.submitting}
      />
      <div className="flex justify-between text-sm">
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          className="min-h-6 font-medium text-brand-700 hover:underline disabled:opacity-60"
        >
          {resend.isPending ? T.sending : T.resend}
        </button>
        <button
          type="button"
          onClick={onOtherAccount}
          className="min-h-6 font-medium text-brand-700 hover:underline"
        >
          {T.otherAccount}
        </button>
      </div>
    </form>
  );
}
