import { formatDate } from '@functions/contract/dates';
import {
  STATUS_MAIL_DEFAULTS,
  STATUS_MAIL_MESSAGES,
  STATUS_MAIL_PLACEHOLDERS,
  type StatusMailTemplate,
  type StatusMailText,
  statusMailBody,
} from '@functions/contract/status-mails';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/admin/badge';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { MailPreview } from '@/components/admin/mail-preview';
import { PageHeader } from '@/components/admin/page-header';
import { reasonOf } from '@/components/admin/row-action';
import { Spinner } from '@/components/feedback';
import { useAdminCan } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { saveStatusMail, statusMailsQuery } from '@/lib/status-mails';
import { mailTemplatesMessages as M } from './messages';

/** One template's form: subject, message, live preview, Save and Reset to default. */
function TemplateForm({ template, editable }: { template: StatusMailTemplate; editable: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<StatusMailText>({
    resolver: zodResolver(statusMailBody),
    values: { subject: template.subject, body: template.body },
    mode: 'onSubmit',
  });
  const text = useWatch({ control }) as StatusMailText;
  const save = useMutation({
    mutationFn: (next: StatusMailText) => saveStatusMail(template.status, next),
    onSuccess: async (saved) => {
      toast.success(saved.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved);
      reset({ subject: saved.subject, body: saved.body });
      await queryClient.invalidateQueries({ queryKey: statusMailsQuery.queryKey });
    },
    onError: (error) => toast.error(M.saveFailed(reasonOf(error))),
  });
  const title = M.templateTitle[template.status];
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {template.isDefault ? (
          <Badge tone="slate">{M.isDefault}</Badge>
        ) : (
          <span className="text-xs text-slate-500">
            {M.edited(template.updatedBy ?? '', formatDate(template.updatedAt, 'dateTime') ?? '')}
          </span>
        )}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <div>
            <label htmlFor={`${id}-subject`} className="mb-1 block text-sm font-medium text-slate-700">
              {M.subject}
            </label>
            <input
              id={`${id}-subject`}
              readOnly={!editable}
              aria-invalid={Boolean(errors.subject) || undefined}
              aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
              className={inputClass}
              {...register('subject')}
            />
            {errors.subject ? (
              <p id={`${id}-subject-error`} role="alert" className="mt-1 text-sm text-danger-600">
                {errors.subject.message}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-body`} className="mb-1 block text-sm font-medium text-slate-700">
              {M.body}
            </label>
            <textarea
              id={`${id}-body`}
              rows={9}
              readOnly={!editable}
              aria-invalid={Boolean(errors.body) || undefined}
              aria-describedby={`${id}-placeholders${errors.body ? ` ${id}-body-error` : ''}`}
              className={`${inputClass} h-auto py-2`}
              {...register('body')}
            />
            {errors.body ? (
              <p id={`${id}-body-error`} role="alert" className="mt-1 text-sm text-danger-600">
                {errors.body.message}
              </p>
            ) : null}
            <p id={`${id}-placeholders`} className="mt-1 text-xs text-slate-500">
              {M.placeholders}{' '}
              {Object.entries(STATUS_MAIL_PLACEHOLDERS)
                .map(([name, what]) => `{{${name}}} ${what}`)
                .join(' · ')}
            </p>
          </div>
          {editable ? (
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass.primary} disabled={!isDirty || save.isPending}>
                {save.isPending ? <Spinner className="size-4 text-white" /> : null}
                {save.isPending ? M.saving : M.save}
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={template.isDefault || save.isPending}
                onClick={() => save.mutate(STATUS_MAIL_DEFAULTS[template.status])}
              >
                {M.reset}
              </button>
            </div>
          ) : null}
        </div>
        <MailPreview text={text} values={M.sample} heading={`${M.preview} ${M.previewFor}`} />
      </div>
    </form>
  );
}

/**
 * /admin/mail-templates (docs/requirements.md#status-mails): the three status mails with their
 * placeholders and a live preview. Every admin reads them; HR managers and administrators
 * (`mails:write`, the server's own check) edit, save and reset them.
 */
export function MailTemplatesPage() {
  useDocumentTitle(M.title);
  const editable = useAdminCan('mails:write');
  const query = useQuery(statusMailsQuery);
  return (
    <div className="space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {editable ? null : <p className="text-sm text-slate-600">{M.readOnly}</p>}
      {query.isPending ? (
        <p className="text-sm text-slate-600">{M.loading}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {M.failed}
        </p>
      ) : (
        query.data.map((t) => <TemplateForm key={t.status} template={t} editable={editable} />)
      )}
    </div>
  );
}
