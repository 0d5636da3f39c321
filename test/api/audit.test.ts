/**
 * The audit log (docs/architecture.md#audit-log, docs/requirements.md#audit-log), generated from the
 * route table: every admin write route and both CV reads name an audit action, and each one, called
 * for real, leaves an entry with that action, the admin, the target and before → after where the
 * route changes a status, an expiry date or a role. A route added to the table without an action,
 * or without a call below, fails here.
 *
 * Routes that act on every record (mark all read, delete all, check expired) and the shared mail
 * templates are called in this process against a private table (test/support/private-table.ts), so
 * they do not disturb other files; the others go through the local gateway.
 *
 * Also: a change refused (409) writes no entry; `GET /admin/audit` auth levels, bad input, filters;
 * an erased candidate's entries stay, with ids only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import { INVITE_MAIL_DEFAULTS } from '../../functions/contract/interview-mails.js';
import { OFFER_MAIL_DEFAULT, OFFER_WITHDRAWN_MAIL_DEFAULT } from '../../functions/contract/offer-mails.js';
import { type RouteDef, routeKey, routes } from '../../functions/contract/routes.js';
import type { AuditAction, AuditEntry, AuditListResponse } from '../../functions/contract/schemas/audit.js';
import { DEFAULT_REJECT_REASONS } from '../../functions/contract/schemas/reject-reasons.js';
import { STATUS_MAIL_DEFAULTS } from '../../functions/contract/status-mails.js';
import { queryAll } from '../../functions/core/data/db.js';
import { partitions } from '../../functions/core/data/keys.js';
import { api, eventually, PDF, postToS3, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import {
  createDepartment,
  createJobTitle,
  createPosting,
  postingBody,
  uniqueName,
  unknownId,
} from '../support/catalog.js';
import {
  candidateWithAttachedCv,
  candidateWithCv,
  candidateWithoutCv,
  storedResume,
} from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { invoke } from '../support/invoke.js';
import { usePrivateTable } from '../support/private-table.js';
import { decode } from '../support/tokens.js';
import { PASSWORD, signUpConfirmed } from '../support/users.js';

const allRoutes = routes as readonly RouteDef[];
const audited = allRoutes.filter((r) => r.audit);

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'admin-role' | 'recruiter' | 'viewer'>>>;
let adminSub: string;

beforeAll(async () => {
  callers = await signIn('admin', 'admin-role', 'recruiter', 'viewer');
  adminSub = String(decode(callers.admin).sub);
}, 60_000);

/** A call of one audited route: the request, and the entry's expected target and details. */
interface Call {
  path: string;
  body?: unknown;
  target?: string;
  details?: Record<string, unknown>;
}

const newAdmin = async () => {
  const user_name = `aud${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await api<{ admin: { _id: string } }>('POST', '/admin/auth/register', {
    token: callers.admin,
    body: { user_name, email: uniqueEmail('audadm'), password: PASSWORD, role: 'viewer' },
  });
  if (res.status !== 201) throw new Error(`admin create failed: ${res.status} ${res.body.message}`);
  return res.body.data!.admin._id;
};

const newNote = async (resumeId: string) => {
  const res = await api<{ note: { id: string } }>('POST', `/resume/${resumeId}/notes`, {
    token: callers.admin,
    body: { text: 'Phoned: available from March.' },
  });
  if (res.status !== 201) throw new Error(`note failed: ${res.status} ${res.body.message}`);
  return res.body.data!.note.id;
};

/** A signed-up candidate's id (the accounts area lists accounts), with a CV when `withCv`. */
const candidateAccount = async (withCv = false) => {
  const email = uniqueEmail('audusr');
  await signUpConfirmed(email, 'Cian Ó Briain', PASSWORD);
  const res = await api<{ user: { _id: string }; token: string }>('POST', '/user/auth/login', {
    body: { email, password: PASSWORD },
  });
  const { user, token } = res.body.data!;
  if (withCv) {
    const pdf = await makePdf('Cian Ó Briain', email);
    const upd = await api<{ upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      '/user/profile/profile-update',
      { token, body: { fileName: 'cv.pdf', contentType: PDF, size: pdf.byteLength } },
    );
    await postToS3(upd.body.data!.upload, pdf, PDF);
    await eventually(async () => (await storedResume(user._id))?.cv ?? undefined);
  }
  return user._id;
};

const newNotification = async () => [...(await candidateWithAttachedCv()).record.notificationIds!][0]!;

/** One real call per audited route through the gateway, keyed by route. */
const GATEWAY_CALLS: Record<string, () => Promise<Call>> = {
  'POST /admin/auth/register': async () => ({
    path: '/admin/auth/register',
    body: { user_name: `reg${Date.now().toString(36)}`, email: uniqueEmail('audreg'), password: PASSWORD },
    details: { role: 'admin' },
  }),
  'DELETE /admin/admins/{id}': async () => {
    const id = await newAdmin();
    return { path: `/admin/admins/${id}`, target: id };
  },
  'PUT /admin/admins/{id}/role': async () => {
    const id = await newAdmin();
    return {
      path: `/admin/admins/${id}/role`,
      body: { role: 'recruiter' },
      target: id,
      details: { from: 'viewer', to: 'recruiter' },
    };
  },
  'PUT /admin/dashboard/user/{id}': async () => {
    const id = await candidateAccount(true);
    return { path: `/admin/dashboard/user/${id}`, body: { status: 'reviewed' }, target: id };
  },
  'DELETE /admin/dashboard/user/{id}': async () => {
    const id = await candidateAccount();
    return { path: `/admin/dashboard/user/${id}`, target: id };
  },
  'GET /resume/{id}': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}`, target: id };
  },
  'PUT /resume/{id}': async () => {
    const { id } = await candidateWithAttachedCv();
    return {
      path: `/resume/${id}`,
      body: { status: 'shortlisted' },
      target: id,
      details: { from: 'new', to: 'shortlisted' },
    };
  },
  'DELETE /resume/{id}': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}`, target: id };
  },
  'POST /resume/batch': async () => {
    const { id } = await candidateWithAttachedCv();
    return {
      path: '/resume/batch',
      body: { action: 'status', ids: [id], status: 'on_hold' },
      details: { bulkAction: 'status', count: 1 },
    };
  },
  'PUT /resume/{id}/expiry': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/expiry`, body: { expiryDate: '2031-01-31' }, target: id };
  },
  'GET /resume/{id}/download': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/download`, target: id };
  },
  'POST /resume/{id}/mails': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/mails`, body: { subject: 'A call', body: 'Hello' }, target: id };
  },
  'POST /resume/{id}/notes': async () => {
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/notes`, body: { text: 'Strong AWS background.' }, target: id };
  },
  'PUT /resume/{id}/notes/{noteId}': async () => {
    const { id } = await candidateWithAttachedCv();
    const noteId = await newNote(id);
    return {
      path: `/resume/${id}/notes/${noteId}`,
      body: { text: 'Edited.' },
      target: id,
      details: { noteId },
    };
  },
  'DELETE /resume/{id}/notes/{noteId}': async () => {
    const { id } = await candidateWithAttachedCv();
    const noteId = await newNote(id);
    return { path: `/resume/${id}/notes/${noteId}`, target: id, details: { noteId } };
  },
  'POST /admin/job-titles': async () => ({
    path: '/admin/job-titles',
    body: { name: uniqueName('Audit Title') },
  }),
  'PUT /admin/job-titles/{id}': async () => {
    const t = await createJobTitle(callers.admin);
    return { path: `/admin/job-titles/${t._id}`, body: { name: uniqueName('Renamed') }, target: t._id };
  },
  'DELETE /admin/job-titles/{id}': async () => {
    const t = await createJobTitle(callers.admin);
    return { path: `/admin/job-titles/${t._id}`, target: t._id };
  },
  'PUT /admin/job-titles/{id}/pause': async () => {
    const t = await createJobTitle(callers.admin);
    return { path: `/admin/job-titles/${t._id}/pause`, target: t._id };
  },
  'PUT /admin/job-titles/{id}/resume': async () => {
    const t = await createJobTitle(callers.admin);
    await api('PUT', `/admin/job-titles/${t._id}/pause`, { token: callers.admin });
    return { path: `/admin/job-titles/${t._id}/resume`, target: t._id };
  },
  'POST /admin/departments': async () => ({
    path: '/admin/departments',
    body: { name: uniqueName('Audit Dept') },
  }),
  'PUT /admin/departments/{id}': async () => {
    const d = await createDepartment(callers.admin);
    return { path: `/admin/departments/${d._id}`, body: { name: uniqueName('Renamed Dept') }, target: d._id };
  },
  'DELETE /admin/departments/{id}': async () => {
    const d = await createDepartment(callers.admin);
    return { path: `/admin/departments/${d._id}`, target: d._id };
  },
  'PUT /admin/departments/{id}/hold': async () => {
    const d = await createDepartment(callers.admin);
    return { path: `/admin/departments/${d._id}/hold`, target: d._id };
  },
  'PUT /admin/departments/{id}/reactivate': async () => {
    const d = await createDepartment(callers.admin);
    await api('PUT', `/admin/departments/${d._id}/hold`, { token: callers.admin });
    return { path: `/admin/departments/${d._id}/reactivate`, target: d._id };
  },
  'POST /job-posting': async () => {
    const d = await createDepartment(callers.admin);
    return { path: '/job-posting', body: postingBody(d._id) };
  },
  'PUT /job-posting/{id}': async () => {
    const d = await createDepartment(callers.admin);
    const j = await createPosting(callers.admin, d._id);
    return {
      path: `/job-posting/${j._id}`,
      body: postingBody(d._id, { location: 'Remote' }),
      target: j._id,
    };
  },
  'DELETE /job-posting/{id}': async () => {
    const d = await createDepartment(callers.admin);
    const j = await createPosting(callers.admin, d._id);
    return { path: `/job-posting/${j._id}`, target: j._id };
  },
  'PUT /job-posting/{id}/pause': async () => {
    const d = await createDepartment(callers.admin);
    const j = await createPosting(callers.admin, d._id);
    return { path: `/job-posting/${j._id}/pause`, target: j._id };
  },
  'PUT /job-posting/{id}/resume': async () => {
    const d = await createDepartment(callers.admin);
    const j = await createPosting(callers.admin, d._id, { status: 'paused' });
    return { path: `/job-posting/${j._id}/resume`, target: j._id };
  },
  'PUT /admin/notifications/{id}/read': async () => {
    const id = await newNotification();
    return { path: `/admin/notifications/${id}/read`, target: id };
  },
  'DELETE /admin/notifications/{id}': async () => {
    const id = await newNotification();
    return { path: `/admin/notifications/${id}`, target: id };
  },
  'POST /job-posting/{id}/applicants': async () => {
    const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const { id } = await candidateWithAttachedCv();
    return { path: `/job-posting/${j._id}/applicants`, body: { resumeIds: [id] }, target: j._id };
  },
  'PUT /job-posting/{id}/applicants/{resumeId}': async () => {
    const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const { id } = await candidateWithAttachedCv();
    await api('POST', `/job-posting/${j._id}/applicants`, {
      token: callers.admin,
      body: { resumeIds: [id] },
    });
    return {
      path: `/job-posting/${j._id}/applicants/${id}`,
      body: { stage: 'shortlisted' },
      target: j._id,
      details: { resumeId: id, from: 'new', to: 'shortlisted' },
    };
  },
  'PUT /admin/job-postings/{id}/interview-plan': async () => {
    const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const stages = [{ name: 'Chat', durationMinutes: 30, attributes: [{ name: 'Clarity' }] }];
    return { path: `/admin/job-postings/${j._id}/interview-plan`, body: { stages }, target: j._id };
  },
  'POST /resume/{id}/interviews': async () => {
    const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/interviews`, body: interviewBody(j._id, await newAdmin()), target: id };
  },
  'PUT /resume/{id}/interviews/{interviewId}': async () => {
    const { id, interviewId, body } = await newInterview();
    return {
      path: `/resume/${id}/interviews/${interviewId}`,
      body: { ...body, postingId: undefined, stageId: undefined, startsAt: '2027-09-02T10:00' },
      target: id,
      details: { interviewId },
    };
  },
  'DELETE /resume/{id}/interviews/{interviewId}': async () => {
    const { id, interviewId } = await newInterview();
    return { path: `/resume/${id}/interviews/${interviewId}`, target: id, details: { interviewId } };
  },
  'PUT /resume/{id}/interviews/{interviewId}/scorecard': async () => {
    // The calling admin sits on the panel: only an interviewer writes their scorecard.
    const { id, interviewId } = await newInterview(adminSub);
    return {
      path: `/resume/${id}/interviews/${interviewId}/scorecard`,
      body: { ratings: [], recommendation: 'yes', notes: 'Clear answers.', submit: true },
      target: id,
      details: { interviewId, status: 'submitted' },
    };
  },
  'POST /resume/{id}/offers': async () => {
    const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const { id } = await candidateWithAttachedCv();
    return { path: `/resume/${id}/offers`, body: offerBody(j._id), target: id, details: { status: 'draft' } };
  },
  'POST /resume/{id}/offers/{offerId}/approve': async () => {
    const { id, offerId } = await newOffer('draft');
    return {
      path: `/resume/${id}/offers/${offerId}/approve`,
      target: id,
      details: { offerId, to: 'approved' },
    };
  },
  'POST /resume/{id}/offers/{offerId}/send': async () => {
    const { id, offerId } = await newOffer('approved');
    return { path: `/resume/${id}/offers/${offerId}/send`, target: id, details: { offerId, to: 'sent' } };
  },
  'POST /resume/{id}/offers/{offerId}/withdraw': async () => {
    const { id, offerId } = await newOffer('draft');
    return {
      path: `/resume/${id}/offers/${offerId}/withdraw`,
      target: id,
      details: { offerId, to: 'withdrawn' },
    };
  },
  'GET /resume/{id}/offers/{offerId}/letter': async () => {
    const { id, offerId } = await newOffer('sent');
    return { path: `/resume/${id}/offers/${offerId}/letter`, target: id };
  },
};

/** An offer of posting `postingId` (docs/requirements.md#offers), starting in 30 days, to answer within 7. */
const offerBody = (postingId: string) => ({
  postingId,
  jobTitle: 'Support Engineer',
  salary: { amount: 42000, currency: 'EUR', period: 'year' },
  startDate: isoDay(new Date(Date.now() + 30 * 86_400_000)),
  contractType: 'permanent',
  expiresAt: isoDay(new Date(Date.now() + 7 * 86_400_000)),
});

/** A candidate with an offer the recruiter made, approved by another admin up to `until`. */
async function newOffer(until: 'draft' | 'approved' | 'sent') {
  const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const { id } = await candidateWithAttachedCv();
  const made = await api<{ offer: { id: string } }>('POST', `/resume/${id}/offers`, {
    token: callers.recruiter,
    body: offerBody(j._id),
  });
  if (made.status !== 201) throw new Error(`offer failed: ${made.status} ${made.body.message}`);
  const offerId = made.body.data!.offer.id;
  const steps = until === 'draft' ? [] : until === 'approved' ? ['approve'] : ['approve', 'send'];
  for (const step of steps) {
    const res = await api('POST', `/resume/${id}/offers/${offerId}/${step}`, {
      token: callers['admin-role'],
    });
    if (res.status !== 200) throw new Error(`offer ${step} failed: ${res.status} ${res.body.message}`);
  }
  return { id, offerId };
}

/** A scheduling request for posting `postingId` with interviewer `interviewerId`. */
const interviewBody = (postingId: string, interviewerId: string) => ({
  postingId,
  stageId: 'phone-screen',
  startsAt: '2027-09-01T10:00',
  durationMinutes: 30,
  interviewerIds: [interviewerId],
});

/** A candidate with an interview booked by the seeded admin, with `interviewerId` or a new admin on the panel. */
async function newInterview(interviewerId?: string) {
  const j = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const { id } = await candidateWithAttachedCv();
  const body = {
    ...interviewBody(j._id, interviewerId ?? (await newAdmin())),
    // A shared interviewer's other test interviews may sit at the same time.
    ...(interviewerId ? { allowConflicts: true } : {}),
  };
  const res = await api<{ interview: { id: string } }>('POST', `/resume/${id}/interviews`, {
    token: callers.admin,
    body,
  });
  if (res.status !== 201) throw new Error(`interview failed: ${res.status} ${res.body.message}`);
  return { id, interviewId: res.body.data!.interview.id, body };
}

/** Routes acting on every record or on shared settings: called in this process on a private table. */
const PRIVATE_CALLS: Record<string, { load: () => Promise<{ handler: unknown }>; call: Call }> = {
  'PUT /admin/notifications/mark-all-read': {
    load: () => import('../../functions/handlers/notifications/mark-all-read.js'),
    call: { path: '/admin/notifications/mark-all-read' },
  },
  'DELETE /admin/notifications/delete-all': {
    load: () => import('../../functions/handlers/notifications/delete-all.js'),
    call: { path: '/admin/notifications/delete-all' },
  },
  'POST /resume/check-expired': {
    load: () => import('../../functions/handlers/resume/check-expired.js'),
    call: { path: '/resume/check-expired' },
  },
  'PUT /admin/mail-templates/{status}': {
    load: () => import('../../functions/handlers/mail-templates/save.js'),
    call: {
      path: '/admin/mail-templates/hired',
      body: STATUS_MAIL_DEFAULTS.hired,
      details: { status: 'hired' },
    },
  },
  'PUT /admin/reject-reasons': {
    load: () => import('../../functions/handlers/reject-reasons/save.js'),
    call: { path: '/admin/reject-reasons', body: { reasons: [...DEFAULT_REJECT_REASONS] } },
  },
  'PUT /admin/offer-mail-template': {
    load: () => import('../../functions/handlers/mail-templates/offer-save.js'),
    call: { path: '/admin/offer-mail-template', body: OFFER_MAIL_DEFAULT },
  },
  'PUT /admin/offer-mail-template/withdrawn': {
    load: () => import('../../functions/handlers/mail-templates/offer-withdrawn-save.js'),
    call: { path: '/admin/offer-mail-template/withdrawn', body: OFFER_WITHDRAWN_MAIL_DEFAULT },
  },
  'PUT /admin/interview-mail-templates/{kind}': {
    load: () => import('../../functions/handlers/mail-templates/invite-save.js'),
    call: {
      path: '/admin/interview-mail-templates/cancel',
      body: INVITE_MAIL_DEFAULTS.cancel,
      details: { kind: 'cancel' },
    },
  },
};

const auditOf = (query: string, token = callers.admin) =>
  api<AuditListResponse>('GET', `/admin/audit?${query}`, { token });

describe('every admin write and CV read is audited (from the route table)', () => {
  it('names an action on every admin write route, both CV reads and nothing else', () => {
    const writes = allRoutes.filter((r) => r.auth === 'admin' && r.method !== 'GET').map(routeKey);
    const withAction = audited.map(routeKey);
    expect(
      writes.filter((k) => !withAction.includes(k)),
      'admin writes without an audit action',
    ).toEqual([]);
    expect(withAction.filter((k) => !writes.includes(k)).sort()).toEqual([
      'GET /resume/{id}',
      'GET /resume/{id}/download',
      'GET /resume/{id}/offers/{offerId}/letter',
    ]);
  });

  it('has a real call for every audited route, and no call for a route that is not audited', () => {
    const covered = [...Object.keys(GATEWAY_CALLS), ...Object.keys(PRIVATE_CALLS)].sort();
    expect(covered).toEqual(audited.map(routeKey).sort());
  });

  it.each(Object.keys(GATEWAY_CALLS))(
    '%s leaves an entry with its action, the admin and the target',
    async (key) => {
      const route = audited.find((r) => routeKey(r) === key)!;
      const call = await GATEWAY_CALLS[key]!();
      const res = await api<Record<string, unknown>>(route.method, call.path, {
        token: callers.admin,
        body: call.body,
      });
      expect(res.status, String(res.body.message)).toBeLessThan(300);
      const created = res.body.data as
        | {
            admin?: { _id: string };
            jobTitle?: { _id: string };
            department?: { _id: string };
            job?: { _id: string };
          }
        | undefined;
      const target =
        call.target ??
        created?.admin?._id ??
        created?.jobTitle?._id ??
        created?.department?._id ??
        created?.job?._id;
      const list = await auditOf(
        target
          ? `target=${target}&action=${route.audit}`
          : `actor=${adminSub}&action=${route.audit}&limit=100`,
      );
      expect(list.status).toBe(200);
      const entry = list.body.data!.entries.find(
        (e) => e.action === route.audit && (!target || e.targetId === target),
      );
      expect(entry, `no ${route.audit} entry`).toBeDefined();
      expect(entry).toMatchObject({ actorId: adminSub, action: route.audit as AuditAction });
      expect(entry!.actorName).toBeTruthy();
      if (call.details) expect(entry!.details).toMatchObject(call.details);
    },
  );
});

describe('audited routes acting on everything, on a private table', () => {
  it.each(Object.keys(PRIVATE_CALLS))('%s leaves an entry with its action and the admin', async (key) => {
    const route = audited.find((r) => routeKey(r) === key)!;
    const { load, call } = PRIVATE_CALLS[key]!;
    const restore = await usePrivateTable();
    try {
      const { handler: fn } = await load();
      // The path's values besides `id` are the entry's details (`status`, `kind`).
      const params = call.details
        ? Object.fromEntries(Object.entries(call.details).map(([k, v]) => [k, String(v)]))
        : undefined;
      const res = await invoke(fn, {
        method: route.method,
        path: call.path,
        body: call.body,
        pathParameters: params,
      });
      expect(res.status, String(res.body.message)).toBeLessThan(300);
      const entries = await queryAll<AuditEntry>(partitions.auditOfAction(route.audit!));
      expect(entries).toHaveLength(1);
      expect(entries[0]!.actorId).toBeTruthy();
      if (call.details) expect(entries[0]!.details).toMatchObject(call.details);
    } finally {
      await restore();
    }
  });
});

describe('an entry is written with its change or not at all', () => {
  it('a refused status change (no CV, 409) writes no entry; the same admin’s allowed change does', async () => {
    const noCv = await candidateWithoutCv();
    const refused = await api('PUT', `/resume/${noCv.id}`, {
      token: callers.admin,
      body: { status: 'reviewed' },
    });
    expect(refused.status).toBe(409);
    expect((await auditOf(`target=${noCv.id}`)).body.data!.entries).toEqual([]);
    const unknown = unknownId();
    expect(
      (await api('PUT', `/resume/${unknown}`, { token: callers.admin, body: { status: 'reviewed' } })).status,
    ).toBe(404);
    expect((await auditOf(`target=${unknown}`)).body.data!.entries).toEqual([]);
  });

  it('a batch records one entry per record changed and none for the record it could not change', async () => {
    const a = await candidateWithAttachedCv();
    const noCv = await candidateWithoutCv();
    const res = await api('POST', '/resume/batch', {
      token: callers.admin,
      body: { action: 'status', ids: [a.id, noCv.id], status: 'reviewed' },
    });
    expect(res.status).toBe(200);
    const forA = (await auditOf(`target=${a.id}&action=resume.status`)).body.data!.entries;
    expect(forA).toHaveLength(1);
    expect(forA[0]!.details).toMatchObject({ from: 'new', to: 'reviewed' });
    expect((await auditOf(`target=${noCv.id}`)).body.data!.entries).toEqual([]);
  });
});

describe('GET /admin/audit', () => {
  it('answers 401 without a token, 403 to roles below admin, 200 to admin and super admin', async () => {
    expect((await api('GET', '/admin/audit')).status).toBe(401);
    for (const token of [callers.viewer, callers.recruiter]) {
      const res = await api('GET', '/admin/audit', { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    expect((await auditOf('', callers['admin-role'])).status).toBe(200);
    expect((await auditOf('')).status).toBe(200);
  });

  it.each([
    ['action=nope', 'Unknown action'],
    ['from=2026-02-30', 'from must be a date YYYY-MM-DD'],
    ['to=yesterday', 'to must be a date YYYY-MM-DD'],
    ['from=2026-05-02&to=2026-05-01', 'from must not be after to'],
    ['limit=101', 'limit must be between 1 and 100'],
    ['page=0', 'page must be 1 or more'],
    [`actor=${'x'.repeat(65)}`, undefined],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const res = await auditOf(query);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toBeTruthy();
  });

  it('filters by actor, action and dates, newest first, and pages', async () => {
    const { id } = await candidateWithAttachedCv();
    for (const status of ['reviewed', 'under_review', 'shortlisted'])
      await api('PUT', `/resume/${id}`, { token: callers.admin, body: { status } });
    const all = (await auditOf(`target=${id}&action=resume.status`)).body.data!;
    expect(all.entries.map((e) => e.details.to)).toEqual(['shortlisted', 'under_review', 'reviewed']);
    const page2 = (await auditOf(`target=${id}&action=resume.status&limit=2&page=2`)).body.data!;
    expect(page2.entries.map((e) => e.details.to)).toEqual(['reviewed']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, hasMore: false });
    const today = new Date().toISOString().slice(0, 10);
    const byDate = (await auditOf(`actor=${adminSub}&from=${today}&to=${today}&limit=5`)).body.data!;
    expect(byDate.entries.length).toBeGreaterThan(0);
    expect(byDate.entries.every((e) => e.actorId === adminSub && e.at.startsWith(today))).toBe(true);
    const past = (await auditOf(`target=${id}&from=2020-01-01&to=2020-12-31`)).body.data!;
    expect(past.entries).toEqual([]);
  });

  it('names each target as it is now and finds a person by name or e-mail address, not only by id', async () => {
    const tag = Array.from({ length: 6 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const surname = `Flaithbheartaigh${tag}`;
    const name = `Éabha Ó ${surname}`;
    const c = await candidateWithCv({ name });
    await api('PUT', `/resume/${c.id}`, { token: callers.admin, body: { status: 'reviewed' } });
    const byId = (await auditOf(`target=${c.id}`)).body.data!.entries;
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((e) => e.targetName === name)).toBe(true);
    for (const text of [c.email, surname, name]) {
      const found = (await auditOf(`target=${encodeURIComponent(text)}`)).body.data!.entries;
      expect(
        found.map((e) => `${e.action} ${e.targetId} ${e.targetName}`),
        text,
      ).toContain(`resume.status ${c.id} ${name}`);
    }
    const title = uniqueName('Audit Named Posting');
    const department = await createDepartment(callers.admin);
    const posting = await createPosting(callers.admin, department._id, { job_title: title });
    const created = (await auditOf(`target=${posting._id}&action=job-posting.create`)).body.data!.entries;
    expect(created.map((e) => e.targetName)).toEqual([title]);
    const nobody = (await auditOf(`target=${encodeURIComponent(`Nobody${tag}`)}`)).body.data!;
    expect(nobody.entries).toEqual([]);
  });

  it("keeps an erased candidate's entries, with ids only", async () => {
    const name = 'Siobhán Ní Bhriain';
    const c = await candidateWithAttachedCv({ name });
    await api('PUT', `/resume/${c.id}`, { token: callers.admin, body: { status: 'reviewed' } });
    await newNote(c.id);
    expect((await api('DELETE', `/resume/${c.id}`, { token: callers.admin })).status).toBe(200);
    const entries = (await auditOf(`target=${c.id}`)).body.data!.entries;
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['resume.status', 'note.create', 'resume.delete']),
    );
    const text = JSON.stringify(entries);
    expect(text).not.toContain(c.email);
    expect(text).not.toContain('Bhriain');
    expect(text).not.toContain('available from March');
  });
});
