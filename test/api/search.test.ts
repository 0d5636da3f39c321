/**
 * The candidate search (docs/requirements.md#cv-management, docs/architecture.md#search) on a seeded
 * set: accents, e-mail domain, surname, skills, CV words, phone digits, one typo in long words only,
 * slips forgiven (swapped letters, Irish surnames glued or with an apostrophe, an address's middle),
 * ranking, filters and sort combined with a search, the matched passage (and the audit entry of a
 * CV passage shown), erased candidates never found, and bad input. The index follows the table through its stream, so hits are awaited.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/schemas/audit.js';
import type { ResumeListEntry, ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { api, eventually, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { submitCvLines } from '../support/cvs.js';

let admin: string;
const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word no other test uses (letters only), so every query here is scoped to this file's candidates. */
const u = `zq${Array.from({ length: 8 }, () => letters[randomInt(26)]).join('')}`;
const U = u.charAt(0).toUpperCase() + u.slice(1);

const search = async (q: string, extra = '') => {
  const res = await api<ResumeListResponse>('GET', `/resume?search=${encodeURIComponent(q)}${extra}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data!;
};
const idsOf = (r: ResumeListResponse) => r.resumes.map((x) => x._id);
/** Waits until `q` answers exactly `ids` (in this order), the index having caught up. */
const expectHits = (q: string, ids: string[], extra = '') =>
  eventually(async () => {
    const found = idsOf(await search(q, extra));
    return JSON.stringify(found) === JSON.stringify(ids) ? found : undefined;
  }, 15_000).catch(async () => {
    expect(idsOf(await search(q, extra))).toEqual(ids);
  });

let cian: string;
let siobhan: string;

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
  // Cian first (older), Siobhán second: newest first would put her first.
  cian = await submitCvLines(
    `cian.${u}@example.ie`,
    ['Cian', 'Java developer', 'Kubernetes clusters in Dublin'],
    {
      name: `Cian ${U}`,
      skills: ['Java'],
    },
  );
  siobhan = await submitCvLines(
    `sb.${u}@${u}college.ie`,
    [
      'Siobhán Ní Bhriain',
      'Platform engineer',
      'Ran Kubernetes upgrades for a Cork bank',
      `${u}phoenix rollout`,
    ],
    {
      name: 'Siobhán Ní Bhriain',
      skills: ['Terraform'],
      contact: { country_code: '+353', number: '861112223' },
    },
  );
}, 60_000);

describe('GET /resume?search=', () => {
  it('folds accents and case: "siobhan", "ni bhriain", "SIOBHÁN" find Siobhán Ní Bhriain', async () => {
    await expectHits(`siobhan ${u}`, [siobhan]);
    await expectHits(`ni bhriain ${u}`, [siobhan]);
    await expectHits(`SIOBHÁN ${u}`, [siobhan]);
  });

  it('finds an e-mail domain, a local part and a surname', async () => {
    await expectHits(`${u}college.ie`, [siobhan]);
    await expectHits(`cian.${u}`, [cian]);
    await expectHits(`bhriain ${u}`, [siobhan]);
  });

  it('finds skills, CV words (prefixes too) and phone digits typed any way', async () => {
    await expectHits(`terraform ${u}`, [siobhan]);
    await expectHits(`${u}phoe`, [siobhan]);
    await expectHits(`dublin ${u}`, [cian]);
    await expectHits(`086 111 2223 ${u}`, [siobhan]);
    await expectHits(`+353861112223`, [siobhan]);
  });

  it('tolerates one typo in words of 5+ letters only', async () => {
    // Cian holds the scoping word in his name as well: he ranks first.
    await expectHits(`kubernetis ${u}`, [cian, siobhan]);
    await expectHits(`jeva ${u}`, []);
  });

  it('forgives slips: letters swapped, an Irish surname glued or with an apostrophe, the middle of an address', async () => {
    await expectHits(`siobahn ${u}`, [siobhan]);
    await expectHits(`NiBhriain ${u}`, [siobhan]);
    await expectHits(`Ni'Bhriain ${u}`, [siobhan]);
    await expectHits(`${u}@${u}college`, [siobhan]);
  });

  it('ranks by relevance (a name beats an address or a CV word) and marks where it matched', async () => {
    // Both hold the word; Cian in his name as well, though Siobhán is newer.
    await expectHits(u, [cian, siobhan]);
    const res = await search(`kubernetes ${u}`);
    expect(idsOf(res)).toEqual([cian, siobhan]);
    const hit = res.resumes.find((r) => r._id === siobhan) as ResumeListEntry;
    expect(hit.match?.field).toBe('cv');
    const [start, end] = hit.match!.marks[0]!;
    expect(hit.match!.snippet.slice(start, end)).toBe('Kubernetes');
  });

  it('combines with the status and date filters and the sorts', async () => {
    const put = await api('PUT', `/resume/${cian}`, { token: admin, body: { status: 'shortlisted' } });
    expect(put.status).toBe(200);
    await expectHits(`kubernetes ${u}`, [cian], '&status=shortlisted');
    await expectHits(`kubernetes ${u}`, [siobhan], '&status=new');
    await expectHits(`kubernetes ${u}`, [cian, siobhan], '&sort=name');
    await expectHits(`kubernetes ${u}`, [siobhan, cian], '&sort=newest');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await search(`kubernetes ${u}`, `&from=${tomorrow}`);
    expect(later).toMatchObject({ totalResumes: 0, resumes: [] });
    const paged = await search(`kubernetes ${u}`, '&limit=1&page=2');
    expect(paged).toMatchObject({ totalResumes: 2, totalPages: 2, currentPage: 2 });
  });

  it('never shows an erased candidate, not even before the index caught up', async () => {
    const gone = await submitCvLines(uniqueEmail('erase'), ['Erased', `${u}erasable words`], {
      name: 'Eimear Doyle',
    });
    await expectHits(`${u}erasable`, [gone]);
    const del = await api('DELETE', `/resume/${gone}`, { token: admin });
    expect(del.status).toBe(200);
    expect(idsOf(await search(`${u}erasable`))).toEqual([]);
    await expectHits(`${u}erasable`, []);
  });

  it('writes a cv.snippet audit entry for each record whose CV text a search showed, and none for others', async () => {
    const { viewer } = await signIn('viewer');
    const viewerSub = JSON.parse(Buffer.from(viewer.split('.')[1]!, 'base64url').toString()).sub as string;
    const asViewer = async (q: string) =>
      (await api<ResumeListResponse>('GET', `/resume?search=${encodeURIComponent(q)}`, { token: viewer }))
        .body.data!;
    const snippetEntries = async (target: string) =>
      (
        await api<{ entries: AuditEntry[] }>('GET', `/admin/audit?target=${target}&action=cv.snippet`, {
          token: admin,
        })
      ).body.data!.entries.filter((e) => e.actorId === viewerSub);

    await expectHits(`${u}phoe`, [siobhan]);
    const shown = await asViewer(`${u}phoe`);
    expect(shown.resumes[0]!.match?.field).toBe('cv');
    expect(await snippetEntries(siobhan)).toEqual([
      expect.objectContaining({ action: 'cv.snippet', targetType: 'resume', details: { field: 'cv' } }),
    ]);

    // Found by the e-mail address: the list shows nothing of the CV, so nothing is recorded.
    const byAddress = await asViewer(`cian.${u}`);
    expect(byAddress.resumes.map((r) => r.match?.field)).toEqual(['email']);
    expect(await snippetEntries(cian)).toEqual([]);
  });

  it('answers 401 without a token and 400 for a search past 100 characters, with a message', async () => {
    const anonymous = await api('GET', `/resume?search=${u}`);
    expect(anonymous.status).toBe(401);
    const long = await api('GET', `/resume?search=${'a'.repeat(101)}`, { token: admin });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/search must be at most 100 characters/);
  });
});
