import { type CandidateRegisterRequest, candidateRegisterRequest } from '@functions/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AuthCard,
  AuthSwitch,
  FieldError,
  FormField,
  PasswordInput,
  SubmitButton,
  TextField,
} from '@/components/account-form';
import { ErrorBox } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { registerCandidate } from './api';
import { confirmEmailPath } from './ConfirmEmailPage';
import { authMessages } from './messages';

const M = authMessages.signup;

/**
 * /signup (docs/requirements.md#signup): Full Name, Email address, Password and Confirm Password (each
 * with a show/hide toggle), validated with the API's own schema; Creating Account... while busy; on
 * success to the "Confirm your e-mail" screen (the account works once its code is confirmed). A failure shows the toast 'Registration failed: …' and stays on the form.
 */
export function SignupPage() {
  useDocumentTitle(M.documentTitle);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CandidateRegisterRequest>({
    resolver: zodResolver(candidateRegisterRequest),
    defaultValues: { name: '', email: '', password: '', confirm_password: '' },
  });

  const signup = useMutation({
    mutationFn: registerCandidate,
    onSuccess: (_message, values) => {
      toast.success(M.success);
      navigate(confirmEmailPath(values.email.trim()), { replace: true });
    },
    onError: (error) => toast.error(M.failedToast(error.message)),
  });

  // docs/requirements.md#signup: any required field missing says so once, before the per-field rules.
  const missing = [errors.name, errors.email, errors.password, errors.confirm_password].some(
    (e) => e?.message === M.required,
  );
  const fieldError = (message?: string) => <FieldError message={!missing && message} />;

  return (
    <AuthCard title={M.title} subtitle={M.subtitle}>
      <form noValidate onSubmit={handleSubmit((values) => signup.mutate(values))} className="mt-8 space-y-4">
        <TextField
          id="signup-name"
          label={M.nameLabel}
          autoComplete="name"
          maxLength={50}
          placeholder={M.namePlaceholder}
          error={!missing && errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="signup-email"
          label={M.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={M.emailPlaceholder}
          error={!missing && errors.email?.message}
          {...register('email')}
        />
        <FormField id="signup-password" label={M.passwordLabel}>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder={M.passwordPlaceholder}
            aria-invalid={Boolean(errors.password)}
            {...register('password')}
          />
          {errors.password && !missing ? (
            fieldError(errors.password.message)
          ) : (
            <p className="mt-1 text-xs text-slate-500">{M.passwordHint}</p>
          )}
        </FormField>
        <FormField id="signup-confirm" label={M.confirmLabel}>
          <PasswordInput
            id="signup-confirm"
            autoComplete="new-password"
            placeholder={M.confirmPlaceholder}
            aria-invalid={Boolean(errors.confirm_password)}
            {...register('confirm_password')}
          />
          {fieldError(errors.confirm_password?.message)}
        </FormField>
        {missing ? <ErrorBox>{M.required}</ErrorBox> : null}
        {signup.isError ? <ErrorBox>{signup.error.message}</ErrorBox> : null}
        <SubmitButton
          disabled={signup.isPending}
          busy={signup.isPending}
          label={M.submit}
          busyLabel={M.submitting}
        />
      </form>
      <AuthSwitch text={M.haveAccount} to="/login" label={M.signIn} />
    </AuthCard>
  );
}
