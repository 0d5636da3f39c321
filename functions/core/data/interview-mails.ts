/**
 * The recruiters' own texts of the interview invite mails (docs/requirements.md#interviews): one
 * item `MAILTEMPLATE` / `interview-{kind}` per edited text, beside the status mails' items; no
 * item means the default of functions/contract/interview-mails.ts.
 */
import {
  INVITE_MAIL_DEFAULTS,
  INVITE_MAIL_KINDS,
  type InviteKind,
  type InviteMailTemplate,
} from '../../contract/interview-mails.js';
import type { StatusMailText } from '../../contract/status-mails.js';
import { AUDITED, getItems, put, remove } from './db.js';
import { keys } from './keys.js';

interface InviteMailItem extends StatusMailText {
  updatedAt: string;
  updatedBy: string;
}

const keyOf = (kind: InviteKind) => keys.statusMail(`interview-${kind}`);

const asTemplate = (kind: InviteKind, item: InviteMailItem | undefined): InviteMailTemplate =>
  item
    ? {
        kind,
        subject: item.subject,
        body: item.body,
        isDefault: false,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      }
    : { kind, ...INVITE_MAIL_DEFAULTS[kind], isDefault: true, updatedAt: null, updatedBy: null };

/** Every invite text, in `INVITE_MAIL_KINDS` order: the saved text, else the default. */
export async function listInviteMails(): Promise<InviteMailTemplate[]> {
  const items = await getItems<InviteMailItem>(INVITE_MAIL_KINDS.map(keyOf));
  return INVITE_MAIL_KINDS.map((kind, i) => asTemplate(kind, items[i]));
}

/** The invite text of `kind` (saved or default). */
export async function getInviteMail(kind: InviteKind): Promise<InviteMailTemplate> {
  return asTemplate(kind, (await getItems<InviteMailItem>([keyOf(kind)]))[0]);
}

/** Saves `text` for `kind` by `updatedBy` (the audited change); the default text itself resets it. */
export async function saveInviteMail(
  kind: InviteKind,
  text: StatusMailText,
  updatedBy: string,
): Promise<InviteMailTemplate> {
  const byDefault = INVITE_MAIL_DEFAULTS[kind];
  if (text.subject === byDefault.subject && text.body === byDefault.body) {
    await remove(keyOf(kind), undefined, AUDITED);
    return asTemplate(kind, undefined);
  }
  const item: InviteMailItem = { ...text, updatedAt: new Date().toISOString(), updatedBy };
  await put({ ...keyOf(kind), kind, ...item }, undefined, AUDITED);
  return asTemplate(kind, item);
}
