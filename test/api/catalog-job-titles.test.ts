/**
 * Job titles (docs/requirements.md#admin-records, #job-titles, #api-calls; docs/requirements.md#api-calls): list, create, rename, pause, resume, soft
 * delete and restore, with unique names, auth levels, bad input and illegal transitions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compareNames } from '../../functions/contract/collation.js';
import type { JobTitle } from '../../functions/contract/schemas/catalog.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createJobTitle, expectCountersMatch, uniqueName, unknownId } from '../support/catalog.js';

let admin: string;
let viewer: string;
let candidate: string;

beforeAll(async () => {
  ({ admin, viewer, candidate } = await signIn('admin', 'viewer', 'candidate'));
});

const adminList = async () =>
  (await api<{ jobTitles: JobTitle[] }>('GET', '/admin/job-titles', { token: admin })).body.data!.jobTitles;
const publicList = async () =>
  (await api<{ jobTitles: JobTitle[] }>('GET', '/public/job-titles')).body.data!.jobTitles;

describe('job titles: create and list', () => {
  it('creates a trimmed, active title that both lists show; 201 with the record', async () => {
    const name = uniqueName('Site Reliability Engineer');
    const res = await api<{ jobTitle: JobTitle }>('POST', '/admin/job-titles', {
      token: admin,
      body: { name: `   ${name}  ` },
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.jobTitle).toMatchObject({ name, status: 'active', isDeleted: false });
    expect(Date.now() - Date.parse(res.body.data!.jobTitle.createdAt)).toBeLessThan(60_000);
    expect((await adminList()).find((t) => t._id === res.body.data!.jobTitle._id)?.name).toBe(name);
    expect((await publicList()).map((t) => t.name)).toContain(name);
  });

  it('lists A-Z', async () => {
    // In the server's own order (Intl.Collator en-IE): other tests add names with accents at the same time.
    const names = (await adminList()).map((t) => t.name);
    expect([...names].sort(compareNames)).toEqual(names);
  });

  it('a name that exists in another letter case → 409 with a clear message, nothing written', async () => {
    const t = await createJobTitle(admin);
    const res = await api('POST', '/admin/job-titles', {
      token: admin,
      body: { name: t.name.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`A job title named "${t.name.toUpperCase()}" already exists`);
    expect((await adminList()).filter((x) => x.name.toLowerCase() === t.name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['missing name', {}, 'Please enter a job title name'],
    ['blank name', { name: '   ' }, 'Please enter a job title name'],
    ['name as a number', { name: 42 }, 'Please enter a job title name'],
    ['name over 100 characters', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('%s → 400 with message, nothing written', async (_label, body, message) => {
    const res = await api('POST', '/admin/job-titles', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    // Other files add job titles meanwhile: no job title of this body, rather than a count.
    const bad = (body as { name?: unknown }).name;
    const names = (await adminList()).map((t) => t.name as unknown);
    expect(
      names.filter((n) => typeof n !== 'string' || !n.trim() || n === bad || n === String(bad).trim()),
    ).toEqual([]);
  });

  it('not JSON → 400', async () => {
    const res = await api('POST', '/admin/job-titles', { token: admin, rawBody: '{name:' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });
});

describe('job titles: rename', () => {
  it('renames and frees the old name; the new name is taken', async () => {
    const t = await createJobTitle(admin);
    const next = uniqueName('Renamed');
    const res = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}`, {
      token: admin,
      body: { name: next },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.jobTitle).toMatchObject({ _id: t._id, name: next, status: 'active' });
    // The old name is free again, the new one is guarded.
    const again = await createJobTitle(admin, t.name);
    expect(again.name).toBe(t.name);
    expect((await api('POST', '/admin/job-titles', { token: admin, body: { name: next } })).status).toBe(409);
  });

  it('a change of letter case only is allowed', async () => {
    const t = await createJobTitle(admin, uniqueName('lower case'));
    const res = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}`, {
      token: admin,
      body: { name: t.name.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.jobTitle.name).toBe(t.name.toUpperCase());
  });

  it("to another title's name → 409, nothing changed", async () => {
    const [a, b] = await Promise.all([createJobTitle(admin), createJobTitle(admin)]);
    const res = await api('PUT', `/admin/job-titles/${a._id}`, { token: admin, body: { name: b.name } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
    expect((await adminList()).find((t) => t._id === a._id)?.name).toBe(a.name);
  });

  it('blank name → 400; unknown id → 404', async () => {
    const t = await createJobTitle(admin);
    const blank = await api('PUT', `/admin/job-titles/${t._id}`, { token: admin, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a job title name');
    const missing = await api('PUT', `/admin/job-titles/${unknownId()}`, {
      token: admin,
      body: { name: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Job title not found');
  });
});

describe('job titles: pause, resume, delete, restore (docs/requirements.md#job-titles)', () => {
  it('active → hold → active; pausing twice or resuming an active one → 409', async () => {
    const t = await createJobTitle(admin);
    const paused = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}/pause`, {
      token: admin,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data!.jobTitle.status).toBe('hold');
    // A title on hold is not offered on the public forms.
    expect((await publicList()).map((x) => x._id)).not.toContain(t._id);

    const twice = await api('PUT', `/admin/job-titles/${t._id}/pause`, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only an active job title can be paused');

    const resumed = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}/resume`, {
      token: admin,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data!.jobTitle.status).toBe('active');
    const again = await api('PUT', `/admin/job-titles/${t._id}/resume`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a paused or deleted job title can be resumed');
  });

  it('delete is soft: the admin list keeps it flagged, the public list drops it; resume restores it', async () => {
    const t = await createJobTitle(admin);
    const del = await api<{ jobTitle: JobTitle }>('DELETE', `/admin/job-titles/${t._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.data!.jobTitle.isDeleted).toBe(true);
    expect((await adminList()).find((x) => x._id === t._id)?.isDeleted).toBe(true);
    expect((await publicList()).map((x) => x._id)).not.toContain(t._id);

    // Its name stays reserved, and the message says how to get it back.
    const clash = await api('POST', '/admin/job-titles', { token: admin, body: { name: t.name } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`A deleted job title named "${t.name}" exists: restore it instead`);

    const twice = await api('DELETE', `/admin/job-titles/${t._id}`, { token: admin });
    expect(twice.status).toBe(409);
    const pause = await api('PUT', `/admin/job-titles/${t._id}/pause`, { token: admin });
    expect(pause.status).toBe(409);
    expect(pause.body.message).toMatch(/restore it first/);

    const restored = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}/resume`, {
      token: admin,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data!.jobTitle).toMatchObject({ isDeleted: false, status: 'active' });
    expect((await publicList()).map((x) => x._id)).toContain(t._id);
  });

  it('restoring a title deleted while on hold makes it active', async () => {
    const t = await createJobTitle(admin);
    await api('PUT', `/admin/job-titles/${t._id}/pause`, { token: admin });
    await api('DELETE', `/admin/job-titles/${t._id}`, { token: admin });
    const restored = await api<{ jobTitle: JobTitle }>('PUT', `/admin/job-titles/${t._id}/resume`, {
      token: admin,
    });
    expect(restored.body.data!.jobTitle).toMatchObject({ isDeleted: false, status: 'active' });
  });

  it.each([
    ['PUT', 'pause'],
    ['PUT', 'resume'],
    ['DELETE', ''],
  ])('%s %s on an unknown id → 404', async (method, op) => {
    const res = await api(method, `/admin/job-titles/${unknownId()}${op ? `/${op}` : ''}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Job title not found');
  });

  it('an id longer than 64 characters → 400, never a 5xx', async () => {
    const res = await api('PUT', `/admin/job-titles/${'a'.repeat(65)}/pause`, { token: admin });
    expect(res.status).toBe(400);
  });

  it('the JOBTITLES counter equals the job titles not deleted', async () => {
    await expectCountersMatch();
  });
});

describe('job titles: auth levels', () => {
  const writes: [string, (id: string) => string, unknown][] = [
    ['POST', () => '/admin/job-titles', { name: 'Forbidden Title' }],
    ['PUT', (id) => `/admin/job-titles/${id}`, { name: 'Forbidden Title' }],
    ['DELETE', (id) => `/admin/job-titles/${id}`, undefined],
    ['PUT', (id) => `/admin/job-titles/${id}/pause`, undefined],
    ['PUT', (id) => `/admin/job-titles/${id}/resume`, undefined],
  ];

  it('no token or a candidate token → 401 on every route', async () => {
    const id = unknownId();
    for (const [method, path, body] of [['GET', () => '/admin/job-titles', undefined] as const, ...writes]) {
      for (const token of [undefined, candidate]) {
        const res = await api(method, path(id), { token, body });
        expect(res.status, `${method} ${path(id)} ${token ? 'candidate' : 'none'}`).toBe(401);
        expect(res.body.message).toBeTruthy();
      }
    }
  });

  it('a viewer may list but not write (403, nothing changed)', async () => {
    expect((await api('GET', '/admin/job-titles', { token: viewer })).status).toBe(200);
    const t = await createJobTitle(admin);
    for (const [method, path, body] of writes) {
      const res = await api(method, path(t._id), { token: viewer, body });
      expect(res.status, `${method} ${path(t._id)}`).toBe(403);
    }
    expect((await adminList()).find((x) => x._id === t._id)).toMatchObject({
      name: t.name,
      status: 'active',
      isDeleted: false,
    });
  });
});
