import { type AdminRegisterRequest, adminRegisterRequest } from '@functions/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField, fieldClass, PasswordInput } from '@/components/account-form';
import { buttonClass } from '@/components/admin/buttons';
import { ErrorBox } from '@/components/feedback';
import { adminRequest } from '@/lib/admin-api';
import { useAdminCan } from '@/lib/admin-permissions';
import { ApiError, apiPath } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { adminRegisterMessages as M } from './messages';

/** `POST /admin/auth/register`: success is status 201 (docs/requirements.md#add-admin). */
async function registerAdmin(body: AdminRegisterRequest): Promise<void> {
  const { confirm_password: _confirm, ...payload } = body;
  const answer = await adminRequest('POST', apiPath('/admin/auth/register'), { body: payload });
  if (!answer.success) throw new ApiError(answer.message || M.failed, 0);
}

/**
 * /admin/register (docs/requirements.md#add-admin): Username, Email, Password, Confirm Password; the
 * button stays disabled until all are filled and reads Creating Account... while busy; the rules and
 * texts of docs/requirements.md#users-and-admins (the API's own schema); success → toast and /admin. Only super admins may
 * add admins: others see why instead of a form the server would refuse.
 */
export function AdminRegisterPage() {
  useDocumentTitle(M.title);
  const navigate = useNavigate();
  const allowed = useAdminCan('admins:manage');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AdminRegisterRequest>({
    resolver: zodResolver(adminRegisterRequest),
    defaultValues: { user_name: '', email: '', password: '', confirm_password: '' },
  });
  const values = useWatch({ control });
  const filled = [values.user_name, values.email, values.password, values.confirm_password].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  const create = useMutation({
    mutationFn: registerAdmin,
    onSuccess: () => {
      toast.success(M.success);
      navigate('/admin');
    },
  });
  const firstError =
    errors.user_name?.message ??
    errors.email?.message ??
    errors.password?.message ??
    errors.confirm_password?.message;

  const fields = [
    {
      name: 'user_name',
      label: M.userNameLabel,
      placeholder: M.userNamePlaceholder,
      type: 'text',
      auto: 'username',
    },
    { name: 'email', label: M.emailLabel, placeholder: M.emailPlaceholder, type: 'email', auto: 'email' },
  ] as const;

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>
      {!allowed ? (
        <div className="mt-6">
          <ErrorBox>{M.notAllowed}</ErrorBox>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((v) => create.mutate(v))}
          className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {fields.map((f) => (
            <FormField key={f.name} id={`reg-${f.name}`} label={f.label}>
              <input
                id={`reg-${f.name}`}
                type={f.type}
                autoComplete={f.auto}
                placeholder={f.placeholder}
                aria-invalid={Boolean(errors[f.name])}
                className={fieldClass}
                {...register(f.name)}
              />
            </FormField>
          ))}
          <FormField id="reg-password" label={M.passwordLabel}>
            <PasswordInput
              id="reg-password"
              autoComplete="new-password"
              placeholder={M.passwordPlaceholder}
              aria-invalid={Boolean(errors.password)}
              {...register('password')}
            />
            <p className="mt-1 text-xs text-slate-500">{M.passwordHint}</p>
          </FormField>
          <FormField id="reg-confirm" label={M.confirmLabel}>
            <PasswordInput
              id="reg-confirm"
              autoComplete="new-password"
              placeholder={M.confirmPlaceholder}
              aria-invalid={Boolean(errors.confirm_password)}
              {...register('confirm_password')}
            />
          </FormField>
          {firstError ? <ErrorBox>{firstError}</ErrorBox> : null}
          {create.isError ? <ErrorBox>{create.error.message || M.failed}</ErrorBox> : null}
          <div className="flex justify-end gap-3 pt-2">
            <Link to="/admin/role-management" className={buttonClass.secondary}>
              {M.cancel}
            </Link>
            <button type="submit" disabled={!filled || create.isPending} className={buttonClass.primary}>
              {create.isPending ? M.submitting : M.submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
