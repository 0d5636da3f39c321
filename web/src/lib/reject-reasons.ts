/**
 * The rejection reasons (docs/requirements.md#rejection-reasons): `GET|PUT /admin/reject-reasons`
 * with their TanStack Query options. Read by every reject dialog (single status, board, bulk) and
 * the Rejection reasons screen; imported by admin chunks only.
 */
import type { RejectReason } from '@functions/contract/schemas/reject-reasons';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-api';
import { apiPath, dataOf } from './api';

export const REJECT_REASONS_KEY = ['admin', 'reject-reasons'] as const;

/** `GET /admin/reject-reasons`: the list in its order, deactivated reasons included. */
export async function listRejectReasons(signal?: AbortSignal): Promise<RejectReason[]> {
  const env = await adminRequest<{ reasons: RejectReason[] }>('GET', apiPath('/admin/reject-reasons'), {
    signal,
  });
  return env.data?.reasons ?? [];
}

/** `PUT /admin/reject-reasons`: the whole list in order (`id` absent for a new reason); answers the saved list. */
export async function saveRejectReasons(
  reasons: { id?: string; name: string; active: boolean }[],
): Promise<RejectReason[]> {
  return dataOf(
    await adminRequest<{ reasons: RejectReason[] }>('PUT', apiPath('/admin/reject-reasons'), {
      body: { reasons },
    }),
  ).reasons;
}

/** Every reason (the screen) ; the dialogs offer the active ones. */
export function rejectReasonsQuery() {
  return queryOptions({
    queryKey: REJECT_REASONS_KEY,
    queryFn: ({ signal }) => listRejectReasons(signal),
    staleTime: 60_000,
  });
}
