/**
 * The admin page of a named catalogue (job titles, departments: docs/requirements.md#job-titles,
 * docs/requirements.md#departments): header with Create, an optional band above the table (stat
 * cards, search), the table of name, status, the catalogue's own columns and the row actions (edit,
 * the pause/resume pair, delete), and the create, edit and delete dialogs. Each catalogue gives its
 * texts, its API calls, the routes behind its write controls and what differs in a
 * {@link CatalogPageConfig}; a control shows only to roles its route answers.
 */
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type AdminRouteKey, useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { buttonClass, RowButton } from './buttons';
import { DeleteDialog, type DeleteTexts, EditNameDialog, type NameDialogTexts } from './dialogs';
import { PageHeader } from './page-header';
import { useRowAction } from './row-action';
import { DataTable, LoadErrorPanel, LoadingPanel } from './table';

/** What every catalogue item has. */
export interface CatalogItem {
  _id: string;
  name: string;
  status: string;
}

/** The texts every catalogue page shows (the feature's messages.ts). */
export interface CatalogTexts {
  title: string;
  subtitle: string;
  create: string;
  loading: string;
  retry: string;
  columns: { name: string; status: string; actions: string };
  actions: { edit: string; delete: string };
  actionLabel: (action: string, name: string) => string;
  dialog: NameDialogTexts;
  deleteDialog: DeleteTexts;
  toasts: {
    created: string;
    updated: string;
    deleted: string;
    createFailed: (reason: string) => string;
    updateFailed: (reason: string) => string;
    deleteFailed: (reason: string) => string;
  };
}

/**
 * One catalogue's page: `Off`/`On` are its status actions (pause/resume, hold/reactivate), offered
 * by the item's status; the rest says what its page adds to the shared frame.
 */
export interface CatalogPageConfig<T extends CatalogItem, Off extends string, On extends string> {
  texts: CatalogTexts;
  query: UseQueryResult<T[]>;
  /** The key refreshed after every change. */
  queryKey: QueryKey;
  /**
   * The admin route behind each write control: a control shows only to roles that route answers
   * (the route table's permission, lib/admin-permissions.ts).
   */
  writeRoutes: Record<'create' | 'rename' | 'off' | 'on' | 'delete', AdminRouteKey>;
  create: (name: string) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
  change: (id: string, action: Off | On | 'delete') => Promise<unknown>;
  /** The status pair: `off` for an active item, `on` otherwise, with their labels and toasts. */
  toggle: {
    off: { action: Off; label: string; done: string; failed: (reason: string) => string };
    on: { action: On; label: string; done: string; failed: (reason: string) => string };
  };
  /** The failure text of a list that did not load. */
  loadFailed: (reason: string) => string;
  statusBadge: (item: T) => ReactNode;
  /** Columns between Status and Actions, and their cells. */
  columns: readonly { label: string; right?: boolean }[];
  cells: (item: T) => ReactNode;
  nameCell?: (item: T) => ReactNode;
  rowClassName?: (item: T) => string;
  /** Row actions that replace the usual ones for this item (a deleted title's Restore). */
  specialActions?: (item: T, run: (action: On) => void, busy: boolean) => ReactNode | undefined;
  /** Why Delete is unavailable for this item (shown as its title), or undefined. */
  deleteBlocked?: (item: T) => string | undefined;
  /** Content above the table (stat cards) and at the table's top (search). */
  above?: ReactNode;
  toolbar?: ReactNode;
  /** The items shown (a search), from all loaded. */
  shown?: (items: T[]) => T[];
  /** Whether the header's Create shows while the list is empty (else the empty state offers it). */
  createWhenEmpty: boolean;
  /**
   * The panel in place of the table when nothing is shown; `all` is every loaded item, `openCreate`
   * undefined for a role that may not create.
   */
  empty: (all: T[], openCreate: (() => void) | undefined) => ReactNode;
}

/** The page's dialogs, the write controls the role may use, and the row actions with their toasts. */
function useCatalogPage<T extends CatalogItem, Off extends string, On extends string>(
  c: CatalogPageConfig<T, Off, On>,
) {
  const M = c.texts;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: c.queryKey });
  const { off, on } = c.toggle;
  const may = {
    create: useAdminMayCall(c.writeRoutes.create),
    rename: useAdminMayCall(c.writeRoutes.rename),
    off: useAdminMayCall(c.writeRoutes.off),
    on: useAdminMayCall(c.writeRoutes.on),
    delete: useAdminMayCall(c.writeRoutes.delete),
  };
  const action = useRowAction<T, Off | On | 'delete'>({
    run: (item, a) => c.change(item._id, a),
    done: { [off.action]: off.done, [on.action]: on.done, delete: M.toasts.deleted } as Record<
      Off | On | 'delete',
      string
    >,
    failed: { [off.action]: off.failed, [on.action]: on.failed, delete: M.toasts.deleteFailed } as Record<
      Off | On | 'delete',
      (reason: string) => string
    >,
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });
  return { editing, setEditing, deleting, setDeleting, refresh, may, action };
}

/** The page itself; see {@link CatalogPageConfig}. */
export function CatalogPage<T extends CatalogItem, Off extends string, On extends string>(
  c: CatalogPageConfig<T, Off, On>,
) {
  const M = c.texts;
  useDocumentTitle(M.title);
  const page = useCatalogPage(c);
  const { may, action } = page;
  const list = c.query.data ?? [];
  const shown = c.shown ? c.shown(list) : list;
  const openCreate = may.create ? () => page.setEditing('new') : undefined;
  const anyRowAction = may.rename || may.off || may.on || may.delete;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        {openCreate && (c.createWhenEmpty || list.length > 0) ? (
          <button type="button" className={buttonClass.primary} onClick={openCreate}>
            <span aria-hidden="true">+</span> {M.create}
          </button>
        ) : null}
      </PageHeader>
      {c.above}

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {c.toolbar}
        {c.query.isPending ? (
          <LoadingPanel label={M.loading} />
        ) : c.query.isError ? (
          <LoadErrorPanel
            message={c.loadFailed(c.query.error.message)}
            retryLabel={M.retry}
            onRetry={() => c.query.refetch()}
          />
        ) : shown.length === 0 ? (
          c.empty(list, openCreate)
        ) : (
          <DataTable
            columns={[
              { label: M.columns.name },
              { label: M.columns.status },
              ...c.columns,
              ...(anyRowAction ? [{ label: M.columns.actions, right: true }] : []),
            ]}
          >
            {shown.map((item) => (
              <CatalogRow key={item._id} c={c} item={item} page={page} actions={anyRowAction} />
            ))}
          </DataTable>
        )}
      </div>

      <EditNameDialog
        editing={page.editing}
        onClose={() => page.setEditing(null)}
        texts={M.dialog}
        toasts={M.toasts}
        create={c.create}
        rename={c.rename}
        refresh={page.refresh}
      />
      <DeleteDialog
        target={page.deleting}
        name={(item) => item.name}
        texts={M.deleteDialog}
        busy={action.isPending}
        onClose={() => page.setDeleting(null)}
        onConfirm={(item) => action.run(item, 'delete')}
      />
    </div>
  );
}

/** One item: name, status, the catalogue's cells, and (when the role may use any) the row actions. */
function CatalogRow<T extends CatalogItem, Off extends string, On extends string>({
  c,
  item,
  page,
  actions,
}: {
  c: CatalogPageConfig<T, Off, On>;
  item: T;
  page: ReturnType<typeof useCatalogPage<T, Off, On>>;
  actions: boolean;
}) {
  const M = c.texts;
  const { may, action } = page;
  const busy = action.busyId === item._id;
  const ariaLabel = (label: string) => M.actionLabel(label, item.name);
  const blocked = c.deleteBlocked?.(item);
  const toggle = item.status === 'active' ? c.toggle.off : c.toggle.on;
  const mayToggle = item.status === 'active' ? may.off : may.on;
  const special = may.on ? c.specialActions?.(item, (a) => action.run(item, a), busy) : undefined;
  return (
    <tr className={c.rowClassName?.(item)}>
      <td className="px-4 py-3 font-medium text-slate-900">{c.nameCell?.(item) ?? item.name}</td>
      <td className="px-4 py-3">{c.statusBadge(item)}</td>
      {c.cells(item)}
      {actions ? (
        <td className="px-4 py-3">
          <div className="flex flex-wrap justify-end gap-2">
            {special ?? (
              <>
                {may.rename ? (
                  <RowButton
                    label={M.actions.edit}
                    aria-label={ariaLabel(M.actions.edit)}
                    onClick={() => page.setEditing(item)}
                  />
                ) : null}
                {mayToggle ? (
                  <RowButton
                    label={toggle.label}
                    disabled={busy}
                    aria-label={ariaLabel(toggle.label)}
                    onClick={() => action.run(item, toggle.action)}
                  />
                ) : null}
                {may.delete ? (
                  <RowButton
                    label={M.actions.delete}
                    className={buttonClass.smallDanger}
                    disabled={busy || Boolean(blocked)}
                    title={blocked}
                    aria-label={ariaLabel(M.actions.delete)}
                    onClick={() => page.setDeleting(item)}
                  />
                ) : null}
              </>
            )}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
