import { type ConfirmSignUpRequest, confirmSignUpRequest } from '@functions/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard, AuthSwitch, SubmitButton, TextField } from '@/components/account-form';
import { ErrorBox } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { confirmCandidateEmail, resendConfirmationCode } from './api';
import { authMessages } from './messages';

const M = authMessages.confirm;

/** The path of the confirmation screen for `email` (after sign-up, or a login refused until confirmed). */
export function confirmEmailPath(email: string): string {
  return `/confirm-email?${new URLSearchParams({ email })}`;
}

/**
 * /confirm-email (docs/requirements.md#signup): the 6-digit code Cognito mailed at sign-up, for the
 * e-mail in `?email=` (editable when missing), validated with the API's own schema; "Send a new code"
 * asks for another. Success: a toast and on to /login. Failures (wrong or expired code, too many
 * attempts) show the server's text.
 */
export function ConfirmEmailPage() {
  useDocumentTitle(M.documentTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetEmail = params.get('email') ?? '';
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ConfirmSignUpRequest>({
    resolver: zodResolver(confirmSignUpRequest),
    defaultValues: { email: presetEmail, code: '' },
  });

  const confirm = useMutation({
    mutationFn: confirmCandidateEmail,
    onSuccess: () => {
      toast.success(M.success);
      navigate('/login', { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmationCode({ email: getValues('email').trim() }),
    onSuccess: () => toast.success(M.resent),
    onError: (error) => toast.error(error.message),
  });

  return (
    <AuthCard title={M.title} subtitle={presetEmail ? M.subtitle(presetEmail) : M.subtitleNoEmail}>
      <form noValidate onSubmit={handleSubmit((values) => confirm.mutate(values))} className="mt-8 space-y-4">
        <TextField
          id="confirm-email"
          label={M.emailLabel}
          type="email"
          autoComplete="email"
          readOnly={Boolean(presetEmail)}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="confirm-code"
          label={M.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={M.codePlaceholder}
          error={errors.code?.message}
          {...register('code')}
        />
        {confirm.isError ? <ErrorBox>{confirm.error.message}</ErrorBox> : null}
        <SubmitButton
          disabled={confirm.isPending}
          busy={confirm.isPending}
          label={M.submit}
          busyLabel={M.submitting}
        />
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          className="min-h-6 w-full text-sm font-medium text-brand-700 hover:underline disabled:opacity-60"
        >
          {resend.isPending ? M.resending : M.resend}
        </button>
      </form>
      <AuthSwitch text={M.haveAccount} to="/login" label={M.signIn} />
    </AuthCard>
  );
}
