/**
 * The recruiters' own texts of the status mails (docs/requirements.md#status-mails): one item
 * `MAILTEMPLATE` / `{status}` per edited template; no item means the default of
 * functions/contract/status-mails.ts.
 */
import {
  STATUS_MAIL_DEFAULTS,
  STATUS_MAIL_STATUSES,
  type StatusMailStatus,
  type StatusMailTemplate,
  type StatusMailText,
} from '../../contract/status-mails.js';
import { AUDITED, getItem, getItems, put, remove } from './db.js';
import { keys } from './keys.js';

interface StatusMailItem extends StatusMailText {
  status: StatusMailStatus;
  updatedAt: string;
  updatedBy: string;
}

const asTemplate = (status: StatusMailStatus, item: StatusMailItem | undefined): StatusMailTemplate =>
  item
    ? {
        status,
        subject: item.subject,
        body: item.body,
        isDefault: false,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      }
    : { status, ...STATUS_MAIL_DEFAULTS[status], isDefault: true, updatedAt: null, updatedBy: null };

/** Every status mail, in `STATUS_MAIL_STATUSES` order: the saved text, else the default. */
export async function listStatusMails(): Promise<StatusMailTemplate[]> {
  const items = await getItems<StatusMailItem>(STATUS_MAIL_STATUSES.map((s) => keys.statusMail(s)));
  return STATUS_MAIL_STATUSES.map((status, i) => asTemplate(status, items[i]));
}

/** The status mail of `status` (saved text or default). */
export async function getStatusMail(status: StatusMailStatus): Promise<StatusMailTemplate> {
  return asTemplate(status, await getItem<StatusMailItem>(keys.statusMail(status), true));
}

/**
 * Saves `text` as the status mail of `status`, by admin `updatedBy` (user name or e-mail). The
 * default text itself is "reset to default": the saved text is removed, so later changes to the
 * default reach this template again.
 */
export async function saveStatusMail(
  status: StatusMailStatus,
  text: StatusMailText,
  updatedBy: string,
): Promise<StatusMailTemplate> {
  const byDefault = STATUS_MAIL_DEFAULTS[status];
  if (text.subject === byDefault.subject && text.body === byDefault.body) {
    await remove(keys.statusMail(status), undefined, AUDITED);
    return asTemplate(status, undefined);
  }
  const item: StatusMailItem = { status, ...text, updatedAt: new Date().toISOString(), updatedBy };
  await put({ ...keys.statusMail(status), ...item }, undefined, AUDITED);
  return asTemplate(status, item);
}
