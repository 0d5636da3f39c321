/**
 * The status changes and deletes of one list item, with their toasts (docs/requirements.md#admin-messages,
 * #cv-management).
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';

/** Text of an unknown error for a toast ("{reason}" of docs/requirements.md#admin-messages). */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * A status change or delete of one list item with its success and failure toasts (docs/requirements.md#cv-management).
 * `busyId` is the item whose change is under way.
 */
export function useRowAction<T extends { _id: string }, A extends string>({
  run,
  done,
  failed,
  onSuccess,
  onSettled,
}: {
  run: (item: T, action: A) => Promise<unknown>;
  done: Record<A, string>;
  failed: Record<A, (reason: string) => string>;
  onSuccess: () => void;
  onSettled: () => Promise<unknown>;
}) {
  const mutation = useMutation({
    mutationFn: ({ item, action }: { item: T; action: A }) => run(item, action),
    onSuccess: (_data, { action }) => {
      toast.success(done[action]);
      onSuccess();
    },
    onError: (error, { action }) => {
      toast.error(failed[action](reasonOf(error)));
    },
    onSettled,
  });
  return {
    run: (item: T, action: A) => mutation.mutate({ item, action }),
    isPending: mutation.isPending,
    busyId: mutation.isPending ? mutation.variables?.item._id : undefined,
  };
}
