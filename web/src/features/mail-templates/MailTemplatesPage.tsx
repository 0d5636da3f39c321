import { formatDate } from '@functions/contract/dates';
import {
  fillInviteMail,
  INVITE_MAIL_DEFAULTS,
  INVITE_MAIL_PLACEHOLDERS,
  type InviteMailTemplate,
  inviteMailBody,
} from '@functions/contract/interview-mails';
import {
  fillOfferMail,
  fillOfferWithdrawnMail,
  OFFER_MAIL_DEFAULT,
  OFFER_MAIL_PLACEHOLDERS,
  OFFER_WITHDRAWN_MAIL_DEFAULT,
  OFFER_WITHDRAWN_MAIL_PLACEHOLDERS,
  type OfferMailKind,
  type OfferMailTemplate,
  offerMailBody,
  offerWithdrawnMailBody,
} from '@functions/contract/offer-mails';
import {
  fillStatusMail,
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
import type * as z from 'zod';
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
import { interviewMailsQuery, offerMailsQuery, saveInterviewMail, saveOfferMail } from './queries';

/** What a template form shows and saves: any editable mail (status, interview or offer). */
interface EditableMail {
  /** Unique on the page: the form's key. */
  id: string;
  title: string;
  template: StatusMailText & { isDefault: boolean; updatedAt: string | null; updatedBy: string | null };
  defaults: StatusMailText;
  placeholders: Readonly<Record<string, string>>;
  /** The server's own check of a text (the same schema). */
  schema: z.ZodType<StatusMailText, StatusMailText>;
  save: (text: StatusMailText) => Promise<{ subject: string; body: string; isDefault: boolean }>;
  queryKey: readonly unknown[];
  /** The preview's filling (the server's), for the sample candidate. */
  fill: (text: StatusMailText) => StatusMailText;
}

/** One template's form: subject, message, live preview, Save and Reset to default. */
function TemplateForm({ mail, editable }: { mail: EditableMail; editable: boolean }) {
  const { template } = mail;
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<StatusMailText>({
    resolver: zodResolver(mail.schema),
    values: { subject: template.subject, body: template.body },
    mode: 'onSubmit',
  });
  const text = useWatch({ control }) as StatusMailText;
  const save = useMutation({
    mutationFn: (next: StatusMailText) => mail.save(next),
    onSuccess: async (saved) => {
      toast.success(saved.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved);
      reset({ subject: saved.subject, body: saved.body });
      await queryClient.invalidateQueries({ queryKey: mail.queryKey });
    },
    onError: (error) => toast.error(M.saveFailed(reasonOf(error))),
  });
  const title = mail.title;
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
              {Object.entries(mail.placeholders)
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
                onClick={() => save.mutate(mail.defaults)}
              >
                {M.reset}
              </button>
            </div>
          ) : null}
        </div>
        <MailPreview text={text} fill={mail.fill} heading={`${M.preview} ${M.previewFor}`} />
      </div>
    </form>
  );
}

/** The status mails as editable forms. */
const statusMails = (templates: readonly StatusMailTemplate[]): EditableMail[] =>
  templates.map((t) => ({
    id: `status-${t.status}`,
    title: M.templateTitle[t.status],
    template: t,
    defaults: STATUS_MAIL_DEFAULTS[t.status],
    placeholders: STATUS_MAIL_PLACEHOLDERS,
    schema: statusMailBody,
    save: (text) => saveStatusMail(t.status, text),
    queryKey: statusMailsQuery.queryKey,
    fill: (text) => fillStatusMail(text, M.sample),
  }));

/** The interview mails (invites, times offered, reminders) as editable forms. */
const interviewMails = (templates: readonly InviteMailTemplate[]): EditableMail[] =>
  templates.map((t) => ({
    id: `interview-${t.kind}`,
    title: M.interviewTitle[t.kind],
    template: t,
    defaults: INVITE_MAIL_DEFAULTS[t.kind],
    placeholders: INVITE_MAIL_PLACEHOLDERS,
    schema: inviteMailBody,
    save: (text) => saveInterviewMail(t.kind, text),
    queryKey: interviewMailsQuery.queryKey,
    fill: (text) => fillInviteMail(text, M.sampleInterview),
  }));

/** The offer mail and the withdrawn-offer mail as editable forms. */
const offerMails = (templates: readonly (OfferMailTemplate & { kind: OfferMailKind })[]): EditableMail[] =>
  templates.map((t) =>
    t.kind === 'offer'
      ? {
          id: 'offer-offer',
          title: M.offerTitle.offer,
          template: t,
          defaults: OFFER_MAIL_DEFAULT,
          placeholders: OFFER_MAIL_PLACEHOLDERS,
          schema: offerMailBody,
          save: (text) => saveOfferMail('offer', text),
          queryKey: offerMailsQuery.queryKey,
          fill: (text) => fillOfferMail(text, M.sampleOffer),
        }
      : {
          id: 'offer-withdrawn',
          title: M.offerTitle.withdrawn,
          template: t,
          defaults: OFFER_WITHDRAWN_MAIL_DEFAULT,
          placeholders: OFFER_WITHDRAWN_MAIL_PLACEHOLDERS,
          schema: offerWithdrawnMailBody,
          save: (text) => saveOfferMail('withdrawn', text),
          queryKey: offerMailsQuery.queryKey,
          fill: (text) => fillOfferWithdrawnMail(text, M.sample),
        },
  );

/** One group of templates under its heading, with its loading and failure states. */
function TemplateGroup({
  heading,
  intro,
  query,
  editable,
}: {
  heading: string;
  intro: string;
  query: { isPending: boolean; isError: boolean; data?: EditableMail[] };
  editable: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {query.isPending ? (
        <p className="text-sm text-slate-600">{M.loading}</p>
      ) : query.isError || !query.data ? (
        <p role="alert" className="text-sm text-danger-600">
          {M.failed}
        </p>
      ) : (
        query.data.map((mail) => <TemplateForm key={mail.id} mail={mail} editable={editable} />)
      )}
    </section>
  );
}

/**
 * /admin/mail-templates (docs/requirements.md#status-mails): every editable mail with its
 * placeholders and a live preview: the three status mails, the interview mails (invites, times
 * offered, reminders: docs/requirements.md#interviews, #my-interviews) and the offer mails
 * (docs/requirements.md#offers). Every admin reads them; HR managers and administrators
 * (`mails:write`, the server's own check) edit, save and reset them.
 */
export function MailTemplatesPage() {
  useDocumentTitle(M.title);
  const editable = useAdminCan('mails:write');
  const status = useQuery({ ...statusMailsQuery, select: statusMails });
  const interview = useQuery({ ...interviewMailsQuery, select: interviewMails });
  const offer = useQuery({ ...offerMailsQuery, select: offerMails });
  return (
    <div className="space-y-8">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {editable ? null : <p className="text-sm text-slate-600">{M.readOnly}</p>}
      <TemplateGroup
        heading={M.groups.status}
        intro={M.groupIntros.status}
        query={status}
        editable={editable}
      />
      <TemplateGroup
        heading={M.groups.interview}
        intro={M.groupIntros.interview}
        query={interview}
        editable={editable}
      />
      <TemplateGroup heading={M.groups.offer} intro={M.groupIntros.offer} query={offer} editable={editable} />
    </div>
  );
}
