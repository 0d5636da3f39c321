/**
 * The setup the API test files share: the SDK pointed at the ONE local stack, and the callers a file
 * needs signed in once: `admin` is the seeded super admin, the role names are fresh admins holding
 * that one group, `candidate` a fresh candidate.
 */
import { seededAdminToken } from './api.js';
import { applyStackEnv } from './stack.js';
import { tokenFor } from './users.js';

export type CallerName =
  | 'admin'
  | 'super_admin'
  | 'admin-role'
  | 'hr-manager'
  | 'recruiter'
  | 'viewer'
  | 'candidate';

function tokenOf(name: CallerName): Promise<string> {
  if (name === 'admin') return seededAdminToken();
  if (name === 'candidate') return tokenFor('candidate');
  return tokenFor('admin', [name === 'admin-role' ? 'admin' : name]);
}

/**
 * Applies the stack's environment, then signs in every caller of `names` at once.
 * @returns one ID token per name. Call it in `beforeAll`.
 */
export async function signIn<N extends CallerName>(...names: N[]): Promise<Record<N, string>> {
  applyStackEnv();
  const tokens = await Promise.all(names.map(tokenOf));
  return Object.fromEntries(names.map((n, i) => [n, tokens[i]])) as Record<N, string>;
}
