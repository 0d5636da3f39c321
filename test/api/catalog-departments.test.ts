/**
 * Departments (docs/requirements.md#admin-records, #departments, #api-calls): list, create (creator from the token), rename, hold,
 * reactivate and delete (refused with 409 while job postings name it).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { compareNames } from '../../functions/contract/collation.js';
import type { Department } from '../../functions/contract/schemas/catalog.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import {
  createDepartment,
  createPosting,
  expectCountersMatch,
  uniqueName,
  unknownId,
} from '../support/catalog.js';

let admin: string;
let viewer: string;
let candidate: string;

beforeAll(async () => {
  ({ admin, viewer, candidate } = await signIn('admin', 'viewer', 'candidate'));
});

const list = async () =>
  (await api<{ departments: Department[] }>('GET', '/admin/departments', { token: admin })).body.data!
    .departments;
const find = async (id: string) => (await list()).find((d) => d._id === id);

describe('departments: create and list', () => {
  it('creates an active department; created_by is the calling admin, not what the body says', async () => {
    const name = uniqueName('Cloud Practice');
    const res = await api<{ department: Department }>('POST', '/admin/departments', {
      token: admin,
      body: { name: ` ${name} `, created_by: { name: 'Mallory', email: 'mallory@example.ie' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.department).toMatchObject({
      name,
      status: 'active',
      jobPostings: 0,
      created_by: { name: 'superadmin', email: inject('adminEmail') },
    });
    expect(await find(res.body.data!.department._id)).toMatchObject({ name, status: 'active' });
  });

  it('lists A-Z, the seeded fallback departments included', async () => {
    const names = (await list()).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['engineering', 'marketing', 'sales', 'hr', 'finance']));
    // In the server's own order (Intl.Collator en-IE): other tests add names with accents at the same time.
    expect([...names].sort(compareNames)).toEqual(names);
  });

  it('a duplicate name (any letter case) → 409, nothing written', async () => {
    const d = await createDepartment(admin);
    const res = await api('POST', '/admin/departments', {
      token: admin,
      body: { name: d.name.toLowerCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`A department named "${d.name.toLowerCase()}" already exists`);
    expect((await list()).filter((x) => x.name.toLowerCase() === d.name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['missing name', {}, 'Department name is required'],
    ['blank name', { name: '  ' }, 'Department name is required'],
    ['name as an array', { name: ['a'] }, 'Department name is required'],
    ['name over 100 characters', { name: 'd'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('%s → 400 with message, nothing written', async (_l, body, message) => {
    const res = await api('POST', '/admin/departments', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    // Other files add departments meanwhile: no department of this body, rather than a count.
    const bad = (body as { name?: unknown }).name;
    const names = (await list()).map((d) => d.name as unknown);
    expect(
      names.filter((n) => typeof n !== 'string' || !n.trim() || n === bad || n === String(bad).trim()),
    ).toEqual([]);
  });
});

describe('departments: rename', () => {
  it('renames and moves the name guard', async () => {
    const d = await createDepartment(admin);
    const next = uniqueName('Data Practice');
    const res = await api<{ department: Department }>('PUT', `/admin/departments/${d._id}`, {
      token: admin,
      body: { name: next },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.department).toMatchObject({ _id: d._id, name: next, created_by: d.created_by });
    expect((await createDepartment(admin, d.name)).name).toBe(d.name);
    expect((await api('POST', '/admin/departments', { token: admin, body: { name: next } })).status).toBe(
      409,
    );
  });

  it("to another department's name → 409; blank → 400; unknown id → 404", async () => {
    const [a, b] = await Promise.all([createDepartment(admin), createDepartment(admin)]);
    const clash = await api('PUT', `/admin/departments/${a._id}`, { token: admin, body: { name: b.name } });
    expect(clash.status).toBe(409);
    expect((await find(a._id))?.name).toBe(a.name);
    const blank = await api('PUT', `/admin/departments/${a._id}`, { token: admin, body: { name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Department name is required');
    const missing = await api('PUT', `/admin/departments/${unknownId()}`, {
      token: admin,
      body: { name: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Department not found');
  });
});

describe('departments: hold and reactivate (docs/requirements.md#departments)', () => {
  it('active → hold → active; illegal repeats → 409', async () => {
    const d = await createDepartment(admin);
    const held = await api<{ department: Department }>('PUT', `/admin/departments/${d._id}/hold`, {
      token: admin,
    });
    expect(held.status).toBe(200);
    expect(held.body.data!.department.status).toBe('hold');
    const twice = await api('PUT', `/admin/departments/${d._id}/hold`, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only an active department can be put on hold');

    const back = await api<{ department: Department }>('PUT', `/admin/departments/${d._id}/reactivate`, {
      token: admin,
    });
    expect(back.body.data!.department.status).toBe('active');
    const again = await api('PUT', `/admin/departments/${d._id}/reactivate`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a department on hold can be reactivated');
  });

  it.each(['hold', 'reactivate'])('%s on an unknown id → 404', async (op) => {
    const res = await api('PUT', `/admin/departments/${unknownId()}/${op}`, { token: admin });
    expect(res.status).toBe(404);
  });
});

describe('departments: delete', () => {
  it('deletes an unused department and frees its name', async () => {
    const d = await createDepartment(admin);
    const res = await api('DELETE', `/admin/departments/${d._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await find(d._id)).toBeUndefined();
    expect((await createDepartment(admin, d.name)).name).toBe(d.name);
    const twice = await api('DELETE', `/admin/departments/${d._id}`, { token: admin });
    expect(twice.status).toBe(404);
  });

  it('refuses with 409 while a job posting names it; allowed once the posting moved away', async () => {
    const [d, other] = await Promise.all([createDepartment(admin), createDepartment(admin)]);
    const job = await createPosting(admin, d._id);
    expect((await find(d._id))?.jobPostings).toBe(1);

    const refused = await api('DELETE', `/admin/departments/${d._id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The department "${d.name}" is used by 1 job posting: move or delete it first`,
    );
    expect(await find(d._id)).toBeDefined();

    // Moving the posting to another department moves the count with it.
    const { _id, postedDate, updatedAt, createdAt, currency, department, ...fields } = job;
    const moved = await api('PUT', `/job-posting/${job._id}`, {
      token: admin,
      body: { ...fields, department: other._id },
    });
    expect(moved.status).toBe(200);
    expect((await find(d._id))?.jobPostings).toBe(0);
    expect((await find(other._id))?.jobPostings).toBe(1);
    expect((await api('DELETE', `/admin/departments/${d._id}`, { token: admin })).status).toBe(200);

    // Deleting the posting frees the other department too.
    expect((await api('DELETE', `/job-posting/${job._id}`, { token: admin })).status).toBe(200);
    expect((await find(other._id))?.jobPostings).toBe(0);
    expect((await api('DELETE', `/admin/departments/${other._id}`, { token: admin })).status).toBe(200);
  });

  it('the DEPARTMENTS counter equals the departments listed', async () => {
    await expectCountersMatch();
  });
});

describe('departments: auth levels', () => {
  const writes: [string, (id: string) => string, unknown][] = [
    ['POST', () => '/admin/departments', { name: 'Forbidden Dept' }],
    ['PUT', (id) => `/admin/departments/${id}`, { name: 'Forbidden Dept' }],
    ['DELETE', (id) => `/admin/departments/${id}`, undefined],
    ['PUT', (id) => `/admin/departments/${id}/hold`, undefined],
    ['PUT', (id) => `/admin/departments/${id}/reactivate`, undefined],
  ];

  it('no token or a candidate token → 401 on every route', async () => {
    const id = unknownId();
    for (const [method, path, body] of [['GET', () => '/admin/departments', undefined] as const, ...writes]) {
      for (const token of [undefined, candidate]) {
        const res = await api(method, path(id), { token, body });
        expect(res.status, `${method} ${path(id)}`).toBe(401);
      }
    }
  });

  it('a viewer may list but not write (403, nothing changed)', async () => {
    expect((await api('GET', '/admin/departments', { token: viewer })).status).toBe(200);
    const d = await createDepartment(admin);
    for (const [method, path, body] of writes) {
      const res = await api(method, path(d._id), { token: viewer, body });
      expect(res.status, `${method} ${path(d._id)}`).toBe(403);
      expect(res.body.message).toMatch(/permission/);
    }
    expect(await find(d._id)).toMatchObject({ name: d.name, status: 'active' });
  });
});
