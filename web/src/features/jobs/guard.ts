/**
 * /jobs is for logged-in candidates (docs/requirements.md#candidate-login): without a candidate login the visitor goes to
 * /login, and the page they wanted rides along as `?redirect=` so login can return them there.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isCandidateLoggedIn } from '@/lib/session';

/** The query parameter /login reads to send the candidate back after logging in. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** Route loader: lets a logged-in candidate through, else redirects to /login with the origin. */
export function requireCandidate({ request }: LoaderFunctionArgs): null {
  if (isCandidateLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(url.pathname + url.search)}`);
}
