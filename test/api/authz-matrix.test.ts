/**
 * The authorization matrix, from the route table: every route × {no token, candidate, viewer,
 * recruiter, hr-manager, admin, super_admin, expired token, a token of the other pool, a token with a
 * forged signature} → the status the server must answer.
 *
 * `EXPECTED` below is written by hand, one row per route: who may call it. The test fails when a
 * route has no row (so a new route cannot ship without deciding who may call it), when a row names
 * no route, and when a row disagrees with `ROLE_PERMISSIONS` (the one role map the server uses).
 * The README's role matrix is this table.
 *
 * Requests are made so that, once auth passes, nothing is written: unknown ids and empty bodies
 * (answered 400/404 by the handler). Three routes act on every
 * notification at once; calling them with a permitted token would disturb other tests, so for them
 * only the refusals are exercised (they go through the same chain as every other route).
 *
 * The expired token: cognito-local signs with a key pair shipped in its package
 * (`lib/keys/cognitoLocal.private.json`), so the test signs a copy of a real token's claims with an
 * `exp` in the past using that key: a token the emulator could have issued an hour ago, refused for
 * its expiry alone. The forged token is a real token whose claims were changed (groups raised to
 * super_admin) while keeping the original signature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteDef, routeKey, routes } from '../../functions/contract/routes.js';
import { ADMIN_ROLES, type AdminRole } from '../../functions/contract/schemas/auth.js';
import { can } from '../../functions/core/auth/permissions.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { decode, expiredCopy, forgedCopy, signWithEmulatorKey } from '../support/tokens.js';

/**
 * `session`: a public route that reads the pool's session cookie (refresh, logout). A bearer grants
 * nothing there, and a request without the same-site header (as every matrix request is: a
 * cross-site caller) is refused with 403 whoever sends it.
 */
type Allowed = 'public' | 'session' | 'candidate' | 'data-subject' | readonly AdminRole[];
const ALL_ADMINS = ['super_admin', 'admin', 'hr-manager', 'recruiter', 'viewer'] as const;
const WRITERS = ['super_admin', 'admin', 'hr-manager', 'recruiter'] as const;
const MANAGERS = ['super_admin', 'admin', 'hr-manager'] as const;
const ADMINS = ['super_admin', 'admin'] as const;
const SUPER = ['super_admin'] as const;

/** Who may call each route. */
const EXPECTED: Record<string, Allowed> = {
  'GET /public/job-titles': 'public',
  'GET /public/job-postings': 'public',
  'GET /public/job-postings/{id}': 'public',
  'POST /resume/upload': 'public',
  'GET /public/uploads/{uploadToken}': 'public',
  // The mailed confirm link's token is the proof (test/api/cv-confirm.test.ts covers the tokens).
  'POST /resume/upload/confirm': 'public',
  'POST /contact': 'public',
  'POST /user/auth/register': 'public',
  'POST /user/auth/login': 'public',
  'POST /user/auth/confirm': 'public',
  'POST /user/auth/resend-code': 'public',
  'POST /user/auth/forgot-password': 'public',
  'POST /user/auth/reset-password': 'public',
  'POST /user/auth/refresh': 'session',
  'POST /user/auth/logout': 'session',
  'GET /user/profile': 'candidate',
  'POST /user/profile/profile-update': 'candidate',
  'POST /job-posting/{id}/apply': 'candidate',
  // A manage token from a mail or a candidate's ID token (test/api/my-data.test.ts covers the tokens).
  'GET /my-data': 'data-subject',
  'DELETE /my-data': 'data-subject',
  'POST /my-data/keep': 'data-subject',
  'DELETE /my-data/applications/{id}': 'data-subject',
  'POST /my-data/interviews/{id}/choose': 'data-subject',
  'POST /my-data/offers/{offerId}/accept': 'data-subject',
  'POST /my-data/offers/{offerId}/decline': 'data-subject',
  'POST /my-data/interviews/{id}/confirm': 'data-subject',
  'POST /my-data/interviews/{id}/ask-another-time': 'data-subject',
  'POST /admin/auth/login': 'public',
  'POST /admin/auth/refresh': 'session',
  'POST /admin/auth/logout': 'session',
  'POST /admin/auth/forgot-password': 'public',
  'POST /admin/auth/reset-password': 'public',
  'POST /admin/auth/register': SUPER,
  'GET /admin/admins': ALL_ADMINS,
  'DELETE /admin/admins/{id}': SUPER,
  'PUT /admin/admins/{id}/role': SUPER,
  'GET /admin/dashboard/users': ALL_ADMINS,
  'GET /admin/dashboard/user/{id}': ALL_ADMINS,
  'PUT /admin/dashboard/user/{id}': ADMINS,
  'DELETE /admin/dashboard/user/{id}': ADMINS,
  'GET /admin/dashboard/stats': ALL_ADMINS,
  'GET /resume': ALL_ADMINS,
  'POST /resume/check-expired': WRITERS,
  'GET /resume/{id}': ALL_ADMINS,
  'PUT /resume/{id}': WRITERS,
  // The empty body is refused (400) before any action's own permission (test/api/resume-batch.test.ts).
  'POST /resume/batch': WRITERS,
  'GET /admin/mail-templates': ALL_ADMINS,
  'PUT /admin/mail-templates/{status}': MANAGERS,
  'DELETE /resume/{id}': MANAGERS,
  'PUT /resume/{id}/expiry': WRITERS,
  'POST /resume/{id}/mails': WRITERS,
  'POST /resume/{id}/notes': WRITERS,
  'PUT /resume/{id}/notes/{noteId}': WRITERS,
  'DELETE /resume/{id}/notes/{noteId}': WRITERS,
  'GET /admin/audit': ADMINS,
  'GET /resume/{id}/download': ALL_ADMINS,
  'GET /admin/job-titles': ALL_ADMINS,
  'POST /admin/job-titles': MANAGERS,
  'PUT /admin/job-titles/{id}': MANAGERS,
  'DELETE /admin/job-titles/{id}': MANAGERS,
  'PUT /admin/job-titles/{id}/pause': MANAGERS,
  'PUT /admin/job-titles/{id}/resume': MANAGERS,
  'GET /admin/reject-reasons': ALL_ADMINS,
  'PUT /admin/reject-reasons': MANAGERS,
  'GET /admin/reports/hiring': MANAGERS,
  'GET /admin/departments': ALL_ADMINS,
  'POST /admin/departments': MANAGERS,
  'PUT /admin/departments/{id}': MANAGERS,
  'DELETE /admin/departments/{id}': MANAGERS,
  'PUT /admin/departments/{id}/hold': MANAGERS,
  'PUT /admin/departments/{id}/reactivate': MANAGERS,
  'GET /job-posting': ALL_ADMINS,
  'POST /job-posting': MANAGERS,
  'GET /job-posting/{id}': ALL_ADMINS,
  'GET /job-posting/{id}/applicants': ALL_ADMINS,
  'POST /job-posting/{id}/applicants': WRITERS,
  'PUT /job-posting/{id}/applicants/{resumeId}': WRITERS,
  'GET /admin/job-postings/{id}/interview-plan': ALL_ADMINS,
  'PUT /admin/job-postings/{id}/interview-plan': MANAGERS,
  'GET /resume/{id}/interviews': ALL_ADMINS,
  // Every admin reads their own (mine=true, sent below); everyone's is hr-manager and above (my-interviews test).
  'GET /admin/interviews': ALL_ADMINS,
  'GET /admin/interview-mail-templates': ALL_ADMINS,
  'PUT /admin/interview-mail-templates/{kind}': MANAGERS,
  'POST /resume/{id}/interviews': WRITERS,
  'PUT /resume/{id}/interviews/{interviewId}': WRITERS,
  'DELETE /resume/{id}/interviews/{interviewId}': WRITERS,
  // Any admin may sit on a panel; the handler then lets only the interview's interviewers write.
  'PUT /resume/{id}/interviews/{interviewId}/scorecard': ALL_ADMINS,
  'GET /resume/{id}/scorecards': ALL_ADMINS,
  'GET /resume/{id}/offers': ALL_ADMINS,
  'POST /resume/{id}/offers': WRITERS,
  // Approving: hr-manager and above, never the offer's creator (test/api/offers.test.ts).
  'POST /resume/{id}/offers/{offerId}/approve': MANAGERS,
  'POST /resume/{id}/offers/{offerId}/send': WRITERS,
  'POST /resume/{id}/offers/{offerId}/withdraw': WRITERS,
  'GET /resume/{id}/offers/{offerId}/letter': ALL_ADMINS,
  'GET /admin/offer-mail-template': ALL_ADMINS,
  'PUT /admin/offer-mail-template': MANAGERS,
  'GET /admin/offer-mail-template/withdrawn': ALL_ADMINS,
  'PUT /admin/offer-mail-template/withdrawn': MANAGERS,
  'PUT /job-posting/{id}': MANAGERS,
  'DELETE /job-posting/{id}': MANAGERS,
  'PUT /job-posting/{id}/pause': MANAGERS,
  'PUT /job-posting/{id}/resume': MANAGERS,
  'GET /admin/notifications': ALL_ADMINS,
  'GET /admin/notifications/recent-cvs': ALL_ADMINS,
  'GET /admin/notifications/unread-count': ALL_ADMINS,
  'PUT /admin/notifications/mark-all-read': ALL_ADMINS,
  'PUT /admin/notifications/{id}/read': ALL_ADMINS,
  'DELETE /admin/notifications/delete-all': WRITERS,
  'DELETE /admin/notifications/{id}': WRITERS,
};

/** Routes whose permitted call would act on shared data (see the module comment). */
const ACTS_ON_EVERYTHING = new Set([
  'PUT /admin/notifications/mark-all-read',
  'DELETE /admin/notifications/delete-all',
  'POST /resume/check-expired',
  // Would erase the candidate whose token every other row uses.
  'DELETE /my-data',
]);

/** The query a route is called with where its own answer depends on it. */
const QUERY: Record<string, string> = { 'GET /admin/interviews': '?mine=true' };

const IDENTITIES = [
  'no token',
  'candidate',
  'viewer',
  'recruiter',
  'hr-manager',
  'admin',
  'super_admin',
  'expired token',
  'other pool',
  'forged signature',
] as const;
type Identity = (typeof IDENTITIES)[number];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const allRoutes = routes as readonly RouteDef[];

let tokens: Record<Exclude<Identity, 'no token'> | 'expired candidate' | 'forged candidate', string>;

beforeAll(async () => {
  const {
    candidate,
    viewer,
    recruiter,
    'hr-manager': hr,
    'admin-role': admin,
    super_admin: superAdmin,
  } = await signIn('candidate', 'viewer', 'recruiter', 'hr-manager', 'admin-role', 'super_admin');
  tokens = {
    candidate,
    viewer,
    recruiter,
    'hr-manager': hr,
    admin,
    super_admin: superAdmin,
    'expired token': expiredCopy(superAdmin),
    'expired candidate': expiredCopy(candidate),
    'other pool': superAdmin,
    'forged signature': forgedCopy(viewer, { 'cognito:groups': ['super_admin'] }),
    'forged candidate': forgedCopy(candidate, { sub: UNKNOWN_ID }),
  };
});

/** The status an identity must get: a number, or 'passes' (auth passed: the handler's own answer). */
function expected(route: RouteDef, who: Identity): 401 | 403 | 'passes' {
  const allowed = EXPECTED[routeKey(route)]!;
  if (allowed === 'public') return 'passes';
  if (allowed === 'session') return 403;
  if (who === 'no token' || who === 'expired token' || who === 'other pool' || who === 'forged signature')
    return 401;
  if (allowed === 'candidate' || allowed === 'data-subject') return who === 'candidate' ? 'passes' : 401;
  if (who === 'candidate') return 401;
  return (allowed as readonly string[]).includes(who) ? 'passes' : 403;
}

/** The bearer an identity sends to `route` ("other pool" is the pool the route does not use). */
function bearer(route: RouteDef, who: Identity): string | undefined {
  if (who === 'no token') return undefined;
  if (route.auth === 'candidate' || route.auth === 'data-subject') {
    if (who === 'other pool') return tokens.super_admin;
    if (who === 'expired token') return tokens['expired candidate'];
    if (who === 'forged signature') return tokens['forged candidate'];
  }
  if (route.auth === 'admin' && who === 'other pool') return tokens.candidate;
  return tokens[who];
}

describe('the authorization matrix', () => {
  it('has exactly one row per route, in agreement with ROLE_PERMISSIONS', () => {
    const keys = allRoutes.map(routeKey);
    expect(
      keys.filter((k) => !(k in EXPECTED)),
      'routes without an expected row',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([]);
    for (const route of allRoutes) {
      const row = EXPECTED[routeKey(route)]!;
      expect(row === 'session', `${routeKey(route)}: session row iff the route reads the cookie`).toBe(
        Boolean(route.sessionCookie),
      );
      if (row === 'session') {
        expect(route.auth, routeKey(route)).toBe('public');
        continue;
      }
      if (route.auth !== 'admin') {
        expect(row, routeKey(route)).toBe(route.auth);
        continue;
      }
      expect(route.permission, `${routeKey(route)} declares no permission`).toBeTruthy();
      const granted = ADMIN_ROLES.filter((role) => can([role], route.permission!));
      expect([...(row as readonly string[])].sort(), routeKey(route)).toEqual([...granted].sort());
    }
  });

  it('the substitutes are what they claim: refused only for the signature, only for the expiry', async () => {
    expect(decode(tokens['forged signature'])['cognito:groups']).toEqual(['super_admin']);
    expect(decode(tokens['expired token']).exp as number).toBeLessThan(Date.now() / 1000);
    // Re-signed with the emulator's key but not expired: accepted, so the expired copy fails on exp alone.
    const fresh = signWithEmulatorKey({ ...decode(tokens.viewer), exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await api('GET', '/admin/admins', { token: fresh })).status).toBe(200);
    expect((await api('GET', '/admin/admins', { token: tokens['expired token'] })).status).toBe(401);
  });

  for (const route of allRoutes) {
    const key = routeKey(route);
    it(`${key}`, async () => {
      const path = route.path.replace(/\{[^}]+\}/g, UNKNOWN_ID) + (QUERY[key] ?? '');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const outcomes = await Promise.all(
        IDENTITIES.map(async (who) => {
          const want = expected(route, who);
          if (want === 'passes' && ACTS_ON_EVERYTHING.has(key)) return null;
          const res = await api(route.method, path, { token: bearer(route, who), body });
          return { who, want, status: res.status, message: res.body.message };
        }),
      );
      for (const o of outcomes) {
        if (!o) continue;
        const label = `${key} as ${o.who}: ${o.status} ${o.message ?? ''}`;
        if (o.want === 'passes') {
          expect([401, 403], label).not.toContain(o.status);
          expect(o.status, label).toBeLessThan(500);
        } else {
          expect(o.status, label).toBe(o.want);
        }
      }
    });
  }
});
