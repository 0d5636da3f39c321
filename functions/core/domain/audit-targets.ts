/**
 * What the audit log's Target filter stands for (docs/requirements.md#audit-log): an id as typed,
 * or a person by e-mail address or name, so a recruiter finds a candidate's (or an admin's) entries
 * without knowing the id. Names are found through the candidate search, as CV Management finds
 * them; entries themselves hold ids only (docs/architecture.md#audit-log).
 */
import { adminEmailForUserName, adminIdForEmail } from '../data/admins.js';
import { findResumeIdByEmail } from '../data/resumes.js';
import { candidateSearch } from '../search/index.js';

/** At most this many candidates a name stands for (the closest matches). */
export const AUDIT_PEOPLE_MAX = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The target ids of `text`: `text` itself, and where it is no id, the candidate and admin holding
 * it as an e-mail address, else the candidates whose name or address matches it (at most
 * `AUDIT_PEOPLE_MAX`, best first) and the admin of that user name. Throws the table's or the search's error.
 */
export async function auditTargetsFor(text: string): Promise<string[]> {
  const ids = new Set([text]);
  if (UUID.test(text)) return [...ids];
  if (text.includes('@')) {
    const [candidate, admin] = await Promise.all([findResumeIdByEmail(text), adminIdForEmail(text)]);
    for (const id of [candidate, admin]) if (id) ids.add(id);
    if (candidate || admin) return [...ids];
  }
  const [hits, adminEmail] = await Promise.all([
    candidateSearch().search(text, {}),
    adminEmailForUserName(text),
  ]);
  for (const hit of hits.filter((h) => h.field === 'name' || h.field === 'email').slice(0, AUDIT_PEOPLE_MAX))
    ids.add(hit.id);
  const admin = adminEmail ? await adminIdForEmail(adminEmail) : undefined;
  if (admin) ids.add(admin);
  return [...ids];
}
