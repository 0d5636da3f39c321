/**
 * The recruiters' own texts of the offer mails (docs/requirements.md#offers): the items
 * `MAILTEMPLATE` / `offer` (the offer) and `offer-withdrawn` (its withdrawal) beside the status
 * mails' items; no item means the default of functions/contract/offer-mails.ts.
 */
import {
  OFFER_MAIL_DEFAULT,
  OFFER_WITHDRAWN_MAIL_DEFAULT,
  type OfferMailKind,
  type OfferMailTemplate,
} from '../../contract/offer-mails.js';
import type { StatusMailText } from '../../contract/status-mails.js';
import { AUDITED, getItem, put, remove } from './db.js';
import { keys } from './keys.js';

interface OfferMailItem extends StatusMailText {
  updatedAt: string;
  updatedBy: string;
}

const KEYS = { offer: keys.statusMail('offer'), withdrawn: keys.statusMail('offer-withdrawn') };
const DEFAULTS = { offer: OFFER_MAIL_DEFAULT, withdrawn: OFFER_WITHDRAWN_MAIL_DEFAULT };

const asTemplate = (kind: OfferMailKind, item: OfferMailItem | undefined): OfferMailTemplate =>
  item
    ? {
        subject: item.subject,
        body: item.body,
        isDefault: false,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      }
    : { ...DEFAULTS[kind], isDefault: true, updatedAt: null, updatedBy: null };

/** The text of offer mail `kind`: the saved one, else the default. */
export async function getOfferMail(kind: OfferMailKind = 'offer'): Promise<OfferMailTemplate> {
  return asTemplate(kind, await getItem<OfferMailItem>(KEYS[kind]));
}

/** Saves `text` of offer mail `kind` by `updatedBy` (the audited change); the default text itself resets it. */
export async function saveOfferMail(
  text: StatusMailText,
  updatedBy: string,
  kind: OfferMailKind = 'offer',
): Promise<OfferMailTemplate> {
  if (text.subject === DEFAULTS[kind].subject && text.body === DEFAULTS[kind].body) {
    await remove(KEYS[kind], undefined, AUDITED);
    return asTemplate(kind, undefined);
  }
  const item: OfferMailItem = { ...text, updatedAt: new Date().toISOString(), updatedBy };
  await put(
    { ...KEYS[kind], kind: kind === 'offer' ? 'offer' : 'offer-withdrawn', ...item },
    undefined,
    AUDITED,
  );
  return asTemplate(kind, item);
}
