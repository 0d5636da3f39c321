import type { Notification } from '@functions/contract/schemas/notifications';
import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import { Spinner } from '@/components/feedback';
import { candidatePath } from '@/lib/candidate-link';
import { badgeText, relativeTime } from './format';
import { notificationMessages as M } from './messages';
import { type Notifications, useNotifications } from './useNotifications';

/**
 * The shell's notifications button with its unread badge, opening the notification list
 * (docs/requirements.md#notifications): mark one or all read, delete one or all (the delete
 * controls only for roles that may delete, docs/requirements.md#admin-roles). A view of
 * `useNotifications`.
 */
export function NotificationsButton({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const state = useNotifications(open);
  const { count, change } = state;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={M.button(count, badgeText(count))}
        className="relative rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50"
      >
        <BellIcon />
        {count > 0 ? (
          <span
            data-testid="unread-badge"
            className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-[0.7rem] font-bold leading-5 text-white"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-40 w-[24rem] max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{M.title}</h2>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={count === 0 || change.isPending}
                onClick={() => change.mutate({ kind: 'read-all' })}
                className="text-xs font-semibold text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
              >
                {M.markAllRead}
              </button>
              {state.mayDelete ? (
                <button
                  type="button"
                  disabled={!state.list.data?.notifications.length || change.isPending}
                  onClick={state.deleteAll}
                  className="text-xs font-semibold text-danger-700 hover:underline disabled:text-slate-400 disabled:no-underline"
                >
                  {M.deleteAll}
                </button>
              ) : null}
            </div>
          </div>
          <div className="max-h-[26rem] overflow-y-auto">
            <NotificationList state={state} onOpenChange={onOpenChange} />
          </div>
          <ListPager state={state} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9a6 6 0 0 0-12 0v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.56 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0"
      />
    </svg>
  );
}

type ListProps = { state: Notifications; onOpenChange: (open: boolean) => void };

/** The notifications of the page, or loading, the load error, or the empty list. */
function NotificationList({ state, onOpenChange }: ListProps) {
  const { list } = state;
  const data = list.data;
  if (list.isPending)
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-600">
        <Spinner label={M.loading} />
      </p>
    );
  if (list.isError && !data)
    return (
      <p className="px-4 py-8 text-center text-sm text-danger-700">{M.loadFailed(list.error.message)}</p>
    );
  if (!data?.notifications.length)
    return <p className="px-4 py-8 text-center text-sm text-slate-600">{M.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {data.notifications.map((n) => (
        <Item key={n._id} n={n} state={state} onOpenChange={onOpenChange} />
      ))}
    </ul>
  );
}

/** One notification: title, its message linking the candidate, when, and Mark read / Delete. */
function Item({ n, state, onOpenChange }: ListProps & { n: Notification }) {
  const { change, mayDelete } = state;
  return (
    <li className={`flex gap-3 px-4 py-3 ${n.isReadByAdmin ? '' : 'bg-brand-50/60'}`}>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${n.isReadByAdmin ? 'bg-transparent' : 'bg-brand-600'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">
          {n.title}
          {n.isReadByAdmin ? null : <span className="sr-only"> ({M.unread})</span>}
        </p>
        {/* The message names the candidate it is about: it opens that candidate and counts as read. */}
        <Link
          to={candidatePath(n.cvData._id)}
          className="block text-sm text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            if (!n.isReadByAdmin) change.mutate({ kind: 'read', id: n._id });
            onOpenChange(false);
          }}
        >
          {n.message}
        </Link>
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={n.createdAt}>{relativeTime(n.createdAt)}</time>
        </p>
        <div className="mt-1 flex gap-3">
          {n.isReadByAdmin ? null : (
            <button
              type="button"
              onClick={() => change.mutate({ kind: 'read', id: n._id })}
              className="text-xs font-semibold text-brand-700 hover:underline"
            >
              {M.markRead}
            </button>
          )}
          {mayDelete ? (
            <button
              type="button"
              onClick={() => change.mutate({ kind: 'delete', id: n._id })}
              className="text-xs font-semibold text-slate-500 hover:text-danger-700 hover:underline"
            >
              {M.delete}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Previous / Next when the notifications span more than one page. */
function ListPager({ state }: { state: Notifications }) {
  const { page, totalPages, setPage } = state;
  if (totalPages <= 1) return null;
  return (
    <div className="flex items-center justify-between border-t border-slate-100 px-4 py-2 text-xs">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => setPage(page - 1)}
        className="font-semibold text-brand-700 disabled:text-slate-400"
      >
        {M.previous}
      </button>
      <span className="text-slate-500">{M.page(page, totalPages)}</span>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => setPage(page + 1)}
        className="font-semibold text-brand-700 disabled:text-slate-400"
      >
        {M.next}
      </button>
    </div>
  );
}
