/**
 * Issue 16.7: a department keeps the letter case typed (uniqueness stays case-insensitive), and the
 * catalogue lists come in name order for people (Intl.Collator en-IE), not the index's byte order
 * (docs/requirements.md#departments, functions/contract/collation.ts).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareNames } from '../../functions/contract/collation.js';
import type { Department, JobTitle } from '../../functions/contract/schemas/catalog.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const tag = () => randomUUID().slice(0, 6);
const departments = async () =>
  (await api<{ departments: Department[] }>('GET', '/admin/departments', { token: admin })).body.data!
    .departments;

describe('department names', () => {
  it('keep the case typed; another case of the same name is a duplicate', async () => {
    const name = `DevOps and QA ${tag()}`;
    const res = await api<{ department: Department }>('POST', '/admin/departments', {
      token: admin,
      body: { name },
    });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data!.department.name).toBe(name);
    expect((await departments()).find((d) => d._id === res.body.data!.department._id)?.name).toBe(name);

    const twin = await api('POST', '/admin/departments', {
      token: admin,
      body: { name: name.toUpperCase() },
    });
    expect(twin.status).toBe(409);
    expect((await departments()).filter((d) => d.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });
});

describe('catalogue lists', () => {
  it('come in en-IE name order: accents and case sort with their letters', async () => {
    const t = tag();
    for (const name of [`Zeta ${t}`, `Éire ${t}`, `eagle ${t}`, `Óg ${t}`]) {
      const res = await api('POST', '/admin/departments', { token: admin, body: { name } });
      expect(res.status, res.body.message).toBe(201);
    }
    const names = (await departments()).map((d) => d.name);
    expect([...names].sort(compareNames)).toEqual(names);
    const ours = names.filter((n) => n.endsWith(t));
    expect(ours).toEqual([`eagle ${t}`, `Éire ${t}`, `Óg ${t}`, `Zeta ${t}`]);

    const titles = (await api<{ jobTitles: JobTitle[] }>('GET', '/admin/job-titles', { token: admin })).body
      .data!;
    const titleNames = titles.jobTitles.map((j) => j.name);
    expect([...titleNames].sort(compareNames)).toEqual(titleNames);
  });
});
