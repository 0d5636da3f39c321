/**
 * Offers (docs/requirements.md#offers, docs/architecture.md#offers): a recruiter drafts an offer on
 * the candidate page, a second person who may approve (hr-manager and above, never its creator)
 * approves it, sending writes the offer letter (PDF) under the candidate's files and mails them a
 * private link to /my-data, where they accept or decline it before it expires; the sweep marks the
 * rest expired. Every change of status is conditioned on the status read (data/offers.ts), so of
 * many answers at once exactly one lands; accepting moves the application to Hired with the
 * pipeline's own stage move, in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { offerLetterKey } from '../../contract/cv-keys.js';
import { formatDate, isoDay } from '../../contract/dates.js';
import { dublinToUtc } from '../../contract/local-time.js';
import { fillOfferMail, fillOfferWithdrawnMail } from '../../contract/offer-mails.js';
import { isCalendarDate } from '../../contract/schemas/common.js';
import {
  type createOfferRequest,
  formatAnswerBy,
  formatSalary,
  type MyDataOffer,
  OFFER_MESSAGES,
  type Offer,
  type OfferActor,
} from '../../contract/schemas/offers.js';
import { getAdmin } from '../data/admins.js';
import { getApplication, newApplicationItems, stageOf } from '../data/applications.js';
import { writeAuditEntries } from '../data/audit.js';
import { describeAudit, inAuditScope } from '../data/audit-scope.js';
import { isConditionFailure } from '../data/db.js';
import { funnelRank, hiringReportDelta, stepsReached } from '../data/hiring-report.js';
import { getOfferMail } from '../data/offer-mails.js';
import {
  changeOfferStatus,
  createOffer,
  deleteOffers,
  getOffer,
  listOffers,
  listOffersDue,
  type OfferItem,
  offerReachedItem,
  offerStatusItem,
  toOffer,
} from '../data/offers.js';
import type { ResumeItem } from '../data/resumes.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../log.js';
import { queueMailItems } from '../mail/queue.js';
import { presignCvDownload, writeObject } from '../storage.js';
import { requireCandidate } from './interviews.js';
import { OFFER_LINK } from './offer-link.js';
import { deleteOfferReplies, offerReplyItems } from './offer-replies.js';
import { addedApplication, moveApplication, requirePosting } from './pipeline.js';

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** How long a letter's download link works (seconds). */
export const LETTER_URL_SECONDS = 300;

/** The day after `day` (`YYYY-MM-DD`). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The UTC instant an offer closes: the end of day `value` in Dublin (a `YYYY-MM-DD`), or the
 * instant `value` names. @throws ValidationError before today (or, an instant, not in the future).
 */
export function resolveExpiry(value: string, now = new Date()): string {
  if (isCalendarDate(value)) {
    if (value < isoDay(now)) throw invalid('expiresAt', OFFER_MESSAGES.expiryInPast);
    const midnight = dublinToUtc(`${nextDay(value)}T00:00`);
    if (midnight.kind === 'invalid' || midnight.kind === 'missing')
      throw invalid('expiresAt', OFFER_MESSAGES.expiresAt);
    return midnight.utc;
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw invalid('expiresAt', OFFER_MESSAGES.expiresAt);
  if (at <= now.getTime()) throw invalid('expiresAt', OFFER_MESSAGES.expiryInPast);
  return new Date(at).toISOString();
}

/** Admin `sub` as an offer names them (their user name, else the address they signed in with). */
async function actorOf(caller: { sub: string; email?: string }): Promise<OfferActor> {
  const admin = await getAdmin(caller.sub);
  return { id: caller.sub, name: admin?.user_name ?? caller.email ?? caller.sub };
}

async function requireOffer(resumeId: string, offerId: string): Promise<OfferItem> {
  const offer = await getOffer(resumeId, offerId);
  if (!offer) throw new NotFoundError(OFFER_MESSAGES.offerNotFound);
  return offer;
}

/**
 * `POST /resume/{id}/offers`: a draft offer for posting `postingId`. A candidate not yet in that
 * posting's pipeline is added to it in the same transaction (as scheduling an interview does).
 *
 * @throws NotFoundError (candidate, posting); ValidationError (a start date in the past, an expiry
 *   before today or after the start date).
 */
export async function makeOffer(
  resumeId: string,
  body: z.output<typeof createOfferRequest>,
  caller: { sub: string; email?: string },
  now = new Date(),
): Promise<Offer> {
  const [record, posting] = await Promise.all([requireCandidate(resumeId), requirePosting(body.postingId)]);
  if (body.startDate < isoDay(now)) throw invalid('startDate', OFFER_MESSAGES.startInPast);
  const expiresAt = resolveExpiry(body.expiresAt, now);
  // The last day to answer is the start date at the latest.
  if (isoDay(new Date(Date.parse(expiresAt) - 1)) > body.startDate)
    throw invalid('expiresAt', OFFER_MESSAGES.expiryAfterStart);
  const nowIso = now.toISOString();
  const item: OfferItem = {
    id: randomUUID(),
    resumeId,
    postingId: posting.id,
    jobTitle: body.jobTitle,
    salary: { amount: body.salary.amount, currency: body.salary.currency, period: body.salary.period },
    startDate: body.startDate,
    contractType: body.contractType,
    hoursPerWeek: body.hoursPerWeek ?? null,
    expiresAt,
    notes: body.notes?.trim() || null,
    status: 'draft',
    createdBy: await actorOf(caller),
    createdAt: nowIso,
    approvedBy: null,
    approvedAt: null,
    sentAt: null,
    closedAt: null,
    declineReason: null,
    updatedAt: nowIso,
  };
  const application = await getApplication(record.id, posting.id);
  describeAudit({ offerId: item.id, postingId: posting.id, status: 'draft' });
  await createOffer(
    item,
    application ? [] : newApplicationItems(addedApplication(record, posting, caller.sub, nowIso)),
  );
  return toOffer(item);
}

/** `GET /resume/{id}/offers`: the candidate's offers, newest first. @throws NotFoundError. */
export async function offersOf(resumeId: string): Promise<Offer[]> {
  await requireCandidate(resumeId);
  return (await listOffers(resumeId)).map(toOffer);
}

/**
 * `POST /resume/{id}/offers/{offerId}/approve`: a draft approved by a second person.
 * @throws NotFoundError; ForbiddenError for the offer's creator; ConflictError when not a draft.
 */
export async function approveOffer(
  resumeId: string,
  offerId: string,
  caller: { sub: string; email?: string },
): Promise<Offer> {
  await requireCandidate(resumeId);
  const offer = await requireOffer(resumeId, offerId);
  if (offer.createdBy.id === caller.sub) throw new ForbiddenError(OFFER_MESSAGES.ownApproval);
  if (offer.status !== 'draft') throw new ConflictError(OFFER_MESSAGES.notDraft(offer.status));
  const now = new Date().toISOString();
  const change = { approvedBy: await actorOf(caller), approvedAt: now };
  describeAudit({ offerId, from: 'draft', to: 'approved' });
  if (!(await changeOfferStatus(offer, 'approved', change, now)))
    throw new ConflictError(OFFER_MESSAGES.changed);
  return toOffer({ ...offer, ...change, status: 'approved', updatedAt: now });
}

/**
 * `POST /resume/{id}/offers/{offerId}/send`: an approved offer's letter written (PDF, under the
 * candidate's files) and the offer mail queued in the transaction that marks it sent; the outbox
 * function sends it (docs/architecture.md#mail).
 * @throws NotFoundError; ConflictError when not approved or already past its expiry.
 */
export async function sendOffer(resumeId: string, offerId: string): Promise<Offer> {
  const record = await requireCandidate(resumeId);
  const offer = await requireOffer(resumeId, offerId);
  if (offer.status !== 'approved') throw new ConflictError(OFFER_MESSAGES.notApproved(offer.status));
  const now = new Date();
  if (Date.parse(offer.expiresAt) <= now.getTime()) throw new ConflictError(OFFER_MESSAGES.sendExpired);
  const sentAt = now.toISOString();
  // pdf-lib only where a letter is made: the sweep and the erasure that import this module stay light.
  const { offerLetterFileName, renderOfferLetter } = await import('./offer-letter.js');
  const letterKey = offerLetterKey(resumeId, offerId);
  const letterFileName = offerLetterFileName(offer.jobTitle);
  // Written before the status: an interrupted send leaves a letter the next send overwrites, never a
  // sent offer without one.
  await writeObject(
    letterKey,
    await renderOfferLetter({ offer, candidateName: record.name, sentAt }),
    'application/pdf',
  );
  const texts = await getOfferMail();
  const mail = queueMailItems({
    to: record.email,
    template: 'status-update',
    data: fillOfferMail(texts, {
      name: record.name,
      role: offer.jobTitle,
      salary: formatSalary(offer.salary),
      startDate: formatDate(offer.startDate, 'longDay') ?? offer.startDate,
      expiresAt: formatAnswerBy(offer.expiresAt),
    }),
    late: { fill: OFFER_LINK },
    eventId: `offer:${offerId}:sent`,
    about: { resumeId, details: { offerId } },
  });
  const change = { sentAt, letterKey, letterFileName };
  describeAudit({ offerId, from: 'approved', to: 'sent' });
  // The application reaches the funnel's offer step (and any before it) with the first offer sent.
  const application = await getApplication(resumeId, offer.postingId);
  const { steps, rank } = application
    ? stepsReached(application.reached ?? funnelRank(stageOf(application, record)) ?? 0, 'offer')
    : { steps: [], rank: -1 };
  const counted = [
    ...hiringReportDelta({ postingId: offer.postingId, at: sentAt, offer: 'sent', reached: steps }),
    ...(steps.length ? [offerReachedItem(resumeId, offer.postingId, rank)] : []),
  ];
  let written: boolean;
  try {
    written = await changeOfferStatus(offer, 'sent', change, sentAt, [...mail, ...counted]);
  } catch (err) {
    // The application moved meanwhile (its funnel step): nothing was written.
    if (isConditionFailure(err)) throw new ConflictError(OFFER_MESSAGES.changed);
    throw err;
  }
  if (!written) throw new ConflictError(OFFER_MESSAGES.changed);
  return toOffer({ ...offer, ...change, status: 'sent', updatedAt: sentAt });
}

/**
 * `POST /resume/{id}/offers/{offerId}/withdraw`: a draft, approved or sent offer withdrawn (the
 * candidate can no longer accept it). A sent offer's candidate is told: the withdrawn-offer mail
 * (docs/requirements.md#offers, editable) is queued in the transaction of the change; the outbox
 * function sends it. A draft or approved offer was never theirs to see: no mail.
 * @throws NotFoundError; ConflictError once it was answered, expired or withdrawn.
 */
export async function withdrawOffer(resumeId: string, offerId: string): Promise<Offer> {
  const record = await requireCandidate(resumeId);
  const offer = await requireOffer(resumeId, offerId);
  if (!['draft', 'approved', 'sent'].includes(offer.status))
    throw new ConflictError(OFFER_MESSAGES.notWithdrawable(offer.status));
  const now = new Date().toISOString();
  const mail =
    offer.status === 'sent'
      ? queueMailItems({
          to: record.email,
          template: 'status-update',
          data: fillOfferWithdrawnMail(await getOfferMail('withdrawn'), {
            name: record.name,
            role: offer.jobTitle,
          }),
          eventId: `offer:${offerId}:withdrawn`,
          about: { resumeId, details: { offerId } },
        })
      : [];
  describeAudit({ offerId, from: offer.status, to: 'withdrawn' });
  if (!(await changeOfferStatus(offer, 'withdrawn', { closedAt: now }, now, mail)))
    throw new ConflictError(OFFER_MESSAGES.changed);
  return toOffer({ ...offer, status: 'withdrawn', closedAt: now, updatedAt: now });
}

/**
 * `GET /resume/{id}/offers/{offerId}/letter`: a short-lived download link of the letter.
 * @throws NotFoundError for an unknown offer or one not sent yet (no letter).
 */
export async function offerLetterUrl(
  resumeId: string,
  offerId: string,
): Promise<{ downloadUrl: string; fileName: string }> {
  await requireCandidate(resumeId);
  const offer = await requireOffer(resumeId, offerId);
  if (!offer.letterKey || !offer.letterFileName) throw new NotFoundError(OFFER_MESSAGES.noLetter);
  return {
    fileName: offer.letterFileName,
    downloadUrl: await presignCvDownload(offer.letterKey, offer.letterFileName, true, LETTER_URL_SECONDS),
  };
}

/** The candidate's view of their offers sent so far (drafts and approvals are the hiring team's own). */
export async function myOffers(resumeId: string): Promise<MyDataOffer[]> {
  const offers = (await listOffers(resumeId)).filter((o) => o.sentAt);
  return Promise.all(
    offers.map(async (o) => ({
      id: o.id,
      postingId: o.postingId,
      jobTitle: o.jobTitle,
      salary: o.salary,
      startDate: o.startDate,
      contractType: o.contractType,
      hoursPerWeek: o.hoursPerWeek,
      expiresAt: o.expiresAt,
      // A sent offer past its expiry reads as expired before the sweep has marked it.
      status: o.status === 'sent' && Date.parse(o.expiresAt) <= Date.now() ? 'expired' : o.status,
      sentAt: o.sentAt,
      closedAt: o.closedAt,
      letterUrl:
        o.letterKey && o.letterFileName
          ? await presignCvDownload(o.letterKey, o.letterFileName, true, LETTER_URL_SECONDS)
          : null,
    })),
  );
}

/** The offer `offerId` of `record`'s candidate while they may answer it. @throws NotFoundError; ConflictError. */
async function openOffer(record: ResumeItem, offerId: string, now: Date): Promise<OfferItem> {
  const offer = await getOffer(record.id, offerId);
  // Drafts and approvals are not the candidate's to see.
  if (!offer?.sentAt) throw new NotFoundError(OFFER_MESSAGES.offerNotFound);
  if (offer.status !== 'sent') throw new ConflictError(OFFER_MESSAGES.notOpen(offer.status));
  if (Date.parse(offer.expiresAt) <= now.getTime()) throw new ConflictError(OFFER_MESSAGES.expired);
  return offer;
}

/** After a lost race: the answer that the offer's current state gives. */
async function lostAnswer(record: ResumeItem, offerId: string): Promise<never> {
  const now = await getOffer(record.id, offerId);
  if (now && now.status !== 'sent') throw new ConflictError(OFFER_MESSAGES.notOpen(now.status));
  throw new ConflictError(OFFER_MESSAGES.changed);
}

/** Runs `fn` owing the candidate's own audit entry (no admin actor), written with its change. */
async function asCandidate<T>(
  action: 'offer.accept' | 'offer.decline',
  record: ResumeItem,
  offerId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const { result, unwritten } = await inAuditScope(
    undefined,
    { action, targetId: record.id, details: { offerId } },
    fn,
  );
  if (unwritten.length) await writeAuditEntries(unwritten);
  return result;
}

/**
 * `POST /my-data/offers/{offerId}/accept`: the offer accepted and, in the same transaction, the
 * candidate's application to its posting moved to Hired (the CV status with it:
 * `pipeline.moveApplication`), the hiring report's `accepted` count (docs/architecture.md#offers)
 * and the admins' notification stored; then broadcast.
 * @throws NotFoundError; ConflictError for an offer no longer open (answered, withdrawn, expired).
 */
export async function acceptOffer(
  record: ResumeItem,
  offerId: string,
  now = new Date(),
): Promise<MyDataOffer> {
  const offer = await openOffer(record, offerId, now);
  const nowIso = now.toISOString();
  const reply = offerReplyItems(record, offer, 'accepted', nowIso);
  // Counted with the move's own counts (the hire), in the day items that move updates anyway: one
  // transaction cannot update an item twice, and a count beside them would double-write it.
  const counted = { offer: 'accepted' } as const;
  const accepted = () => [
    offerStatusItem(offer, 'accepted', { closedAt: nowIso }, nowIso, nowIso),
    ...reply.items,
  ];
  await asCandidate('offer.accept', record, offerId, async () => {
    try {
      if (await getApplication(record.id, offer.postingId)) {
        await moveApplication(offer.postingId, record.id, 'hired', accepted, undefined, counted);
      } else {
        // The candidate withdrew their application meanwhile: accepting puts it back, at Hired.
        const posting = await requirePosting(offer.postingId);
        await changeOfferStatus(offer, 'accepted', { closedAt: nowIso }, nowIso, [
          ...reply.items,
          ...newApplicationItems(addedApplication(record, posting, undefined, nowIso, 'hired'), counted),
        ]).then((ok) => ok || lostAnswer(record, offerId));
      }
    } catch (err) {
      if (err instanceof ConflictError) await lostAnswer(record, offerId);
      throw err;
    }
  });
  // The stage move skips its write when another request moved the CV status first: only an offer
  // that reads accepted by this request was.
  const after = await getOffer(record.id, offerId);
  if (after?.status !== 'accepted' || after.closedAt !== nowIso) await lostAnswer(record, offerId);
  await reply.broadcast();
  logger.info('offer accepted', { resumeId: record.id, offerId });
  return (await myOffers(record.id)).find((o) => o.id === offerId)!;
}

/**
 * `POST /my-data/offers/{offerId}/decline` with an optional reason (kept for the hiring team).
 * @throws NotFoundError; ConflictError for an offer no longer open.
 */
export async function declineOffer(
  record: ResumeItem,
  offerId: string,
  reason: string | null | undefined,
  now = new Date(),
): Promise<MyDataOffer> {
  const offer = await openOffer(record, offerId, now);
  const nowIso = now.toISOString();
  const reply = offerReplyItems(record, offer, 'declined', nowIso);
  const change = { closedAt: nowIso, declineReason: reason?.trim() || null };
  await asCandidate('offer.decline', record, offerId, async () => {
    const counted = hiringReportDelta({ postingId: offer.postingId, at: nowIso, offer: 'declined' });
    const ok = await changeOfferStatus(
      offer,
      'declined',
      change,
      nowIso,
      [...reply.items, ...counted],
      nowIso,
    );
    if (!ok) await lostAnswer(record, offerId);
  });
  await reply.broadcast();
  logger.info('offer declined', { resumeId: record.id, offerId });
  return (await myOffers(record.id)).find((o) => o.id === offerId)!;
}

/**
 * The sweep's pass (docs/architecture.md#realtime-and-schedule): every sent offer past its expiry
 * marked expired, each with its own audit entry (no actor). Answers how many.
 */
export async function expireOffers(now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  let expired = 0;
  for (;;) {
    const due = await listOffersDue(nowIso, 100);
    if (!due.length) return expired;
    let changed = 0;
    for (const o of due) {
      const { result } = await inAuditScope(
        undefined,
        { action: 'offer.expire', targetId: o.resumeId, details: { offerId: o.id } },
        () =>
          changeOfferStatus(
            o,
            'expired',
            { closedAt: nowIso },
            nowIso,
            hiringReportDelta({ postingId: o.postingId, at: nowIso, offer: 'expired' }),
          ),
      );
      if (result) changed++;
    }
    expired += changed;
    // Nothing changed (each was answered meanwhile and left the index): the next read is empty.
    if (changed === 0 && due.length < 100) return expired;
  }
}

/**
 * Erasure's step (docs/architecture.md#order-of-erasure): the admins' notifications of the
 * candidate's answers, then every offer of theirs (the letters go with their files). Idempotent.
 */
export async function eraseOffers(resumeId: string): Promise<number> {
  for (const o of await listOffers(resumeId)) await deleteOfferReplies(o);
  return deleteOffers(resumeId);
}
