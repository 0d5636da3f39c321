/**
 * Revocation takes effect on the next request (docs/architecture.md#auth: revocation): a deleted
 * admin's token is refused at once, a demoted admin writes no more and reads under the new role,
 * neither can renew, and their open sockets are closed and get no further pushes. A viewer may not
 * delete the shared notifications.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AdminProfile } from '../../functions/contract/schemas/auth.js';
import { connectionsOf } from '../../functions/core/data/connections.js';
import { api, baseUrl, eventually, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { sessionCookieOf, tokenFor, withSession } from '../support/users.js';

const PASSWORD = 'Adm1n@pass';
let superToken: string;

beforeAll(async () => {
  ({ admin: superToken } = await signIn('admin'));
});

/** Registers an admin with `role` and signs it in: its id, ID token and session cookie. */
async function adminSession(role: string) {
  const email = uniqueEmail('revoke');
  const created = await api<{ admin: AdminProfile }>('POST', '/admin/auth/register', {
    token: superToken,
    body: {
      user_name: `rev_${Math.random().toString(36).slice(2, 10)}`,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      role,
    },
  });
  expect(created.status).toBe(201);
  const login = await api<{ token: string }>('POST', '/admin/auth/login', {
    body: { identifier: email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  return {
    id: created.body.data!.admin._id,
    email,
    token: login.body.data!.token,
    cookie: sessionCookieOf(login),
  };
}

/** An admin socket in the admin room; resolves once its connection item is stored and joined. */
async function joinedSocket(token: string, adminId: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ action: 'join-admin' }));
  await eventually(async () => ((await connectionsOf(adminId)).length > 0 ? true : undefined));
  return socket;
}

/** Resolves with the first message on `socket` that names `email` (the `new-cv-upload` of that CV). */
const newCvUploadFor = (socket: WebSocket, email: string) =>
  new Promise<string>((resolve) => {
    socket.on('message', (raw) => {
      if (String(raw).includes(email)) resolve(String(raw));
    });
  });

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(1000);
    socket.once('close', (code) => resolve(code));
  });

// A write an admin may do and a viewer may not; the empty body is refused (400) once past the
// permission check, before anything is written.
const probeWrite = (token: string) =>
  api('PUT', '/admin/dashboard/user/00000000-0000-4000-8000-000000000000', { token, body: {} });

describe('deleting an admin', () => {
  it('refuses the next request (401) and the renewal, and closes the open socket', async () => {
    const a = await adminSession('admin');
    expect((await api('GET', '/admin/admins', { token: a.token })).status).toBe(200);
    const socket = await joinedSocket(a.token, a.id);
    const socketClosed = closed(socket);

    expect((await api('DELETE', `/admin/admins/${a.id}`, { token: superToken })).status).toBe(200);

    expect((await api('GET', '/admin/admins', { token: a.token })).status).toBe(401);
    expect((await probeWrite(a.token)).status).toBe(401);
    expect((await withSession('/admin/auth/refresh', a.cookie)).status).toBe(401);
    await socketClosed;
    expect(await connectionsOf(a.id)).toEqual([]);
    // A new socket with the old token is refused too.
    await expect(joinedSocket(a.token, a.id)).rejects.toThrow(/refused: 401/);
  });
});

describe('demoting an admin', () => {
  it('refuses the next write (403), reads under the new role, ends renewals and closes the socket', async () => {
    const a = await adminSession('admin');
    expect((await probeWrite(a.token)).status).toBe(400);
    const socket = await joinedSocket(a.token, a.id);
    const socketClosed = closed(socket);
    // An admin who stays one, whose socket shows the push of this test's own CV went out. Only that
    // push is counted: on the shared stack other files' CVs are broadcast at any moment, also in the
    // instant between the role change's answer and the socket's close.
    const other = await adminSession('admin');
    const control = await joinedSocket(other.token, other.id);
    const cvEmail = uniqueEmail('after-demotion');
    const reached: string[] = [];
    socket.on('message', (raw) => {
      if (String(raw).includes(cvEmail)) reached.push(String(raw));
    });

    const res = await api('PUT', `/admin/admins/${a.id}/role`, {
      token: superToken,
      body: { role: 'viewer' },
    });
    expect(res.status).toBe(200);

    const write = await probeWrite(a.token);
    expect(write.status).toBe(403);
    // Reads reflect the viewer role: allowed reads pass, the admin-only user update stays refused.
    expect((await api('GET', '/admin/admins', { token: a.token })).status).toBe(200);
    expect((await api('DELETE', '/admin/notifications/delete-all', { token: a.token })).status).toBe(403);
    expect((await withSession('/admin/auth/refresh', a.cookie)).status).toBe(401);
    // A CV arriving after the demotion reaches the admins, never the demoted one's socket.
    const broadcast = newCvUploadFor(control, cvEmail);
    await candidateWithAttachedCv({ email: cvEmail });
    await broadcast;
    control.close();
    await socketClosed;
    expect(reached).toEqual([]);
    expect(await connectionsOf(a.id)).toEqual([]);
    // Signing in again gives a session of the new role.
    const again = await api<{ admin: AdminProfile }>('POST', '/admin/auth/login', {
      body: { identifier: a.email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.admin.role).toBe('viewer');
  });
});

describe('notifications of all admins', () => {
  it('a viewer may not delete them (403); a recruiter may', async () => {
    const viewer = await tokenFor('admin', ['viewer']);
    const one = await api('DELETE', '/admin/notifications/00000000-0000-4000-8000-000000000000', {
      token: viewer,
    });
    expect(one.status).toBe(403);
    expect((await api('DELETE', '/admin/notifications/delete-all', { token: viewer })).status).toBe(403);
    const recruiter = await tokenFor('admin', ['recruiter']);
    const byRecruiter = await api('DELETE', '/admin/notifications/00000000-0000-4000-8000-000000000000', {
      token: recruiter,
    });
    expect([200, 404]).toContain(byRecruiter.status);
  });
});
