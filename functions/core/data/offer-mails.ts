/**
 * The recruiters' own text of the offer mail (docs/requirements.md#offers): the item
 * `MAILTEMPLATE` / `offer` beside the status mails' items; no item means the default of
 * functions/contract/offer-mails.ts.
 */
import { OFFER_MAIL_DEFAULT, type OfferMailTemplate } from '../../contract/offer-mails.js';
import type { StatusMailText } from '../../contract/status-mails.js';
import { AUDITED, getItem, put, remove } from './db.js';
import { keys } from './keys.js';

interface OfferMailItem extends StatusMailText {
  updatedAt: string;
  updatedBy: string;
}

const KEY = keys.statusMail('offer');

const asTemplate = (item: OfferMailItem | undefined): OfferMailTemplate =>
  item
    ? {
        subject: item.subject,
        body: item.body,
        isDefault: false,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      }
    : { ...OFFER_MAIL_DEFAULT, isDefault: true, updatedAt: null, updatedBy: null };

/** The offer mail's text: the saved one, else the default. */
export async function getOfferMail(): Promise<OfferMailTemplate> {
  return asTemplate(await getItem<OfferMailItem>(KEY));
}

/** Saves `text` by `updatedBy` (the audited change); the default text itself resets it. */
export async function saveOfferMail(text: StatusMailText, updatedBy: string): Promise<OfferMailTemplate> {
  if (text.subject === OFFER_MAIL_DEFAULT.subject && text.body === OFFER_MAIL_DEFAULT.body) {
    await remove(KEY, undefined, AUDITED);
    return asTemplate(undefined);
  }
  const item: OfferMailItem = { ...text, updatedAt: new Date().toISOString(), updatedBy };
  await put({ ...KEY, kind: 'offer', ...item }, undefined, AUDITED);
  return asTemplate(item);
}
