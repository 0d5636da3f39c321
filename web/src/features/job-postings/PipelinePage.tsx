import {
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { formatDate } from '@functions/contract/dates';
import type { PipelineApplicant, PipelineResponse } from '@functions/contract/schemas/applications';
import { RESUME_STATUS_LABELS, RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import { hasStatusMail } from '@functions/contract/status-mails';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { NotifyCandidate, notifyCandidateMessages } from '@/components/admin/NotifyCandidate';
import { PageHeader } from '@/components/admin/page-header';
import { RejectReasonSelect } from '@/components/admin/RejectReasonSelect';
import { reasonOf } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { ScheduleInterviewButton } from '@/components/interviews/ScheduleInterviewDialog';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { candidatePath } from '@/lib/candidate-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RESUMES_KEY } from '@/lib/resumes';
import { adminJobPostingQuery, jobApplicantsKey, jobApplicantsPagesQuery, moveApplicant } from './api';
import { jobPostingsMessages as M } from './messages';
import { recordPipelineVisit } from './pipeline-visits';

const P = M.pipeline;
const label = (status: ResumeStatus) => RESUME_STATUS_LABELS[status];

/**
 * Arrow keys move a picked-up card one column (one status) per press, in RESUME_STATUSES order,
 * whatever the width of the columns or how they wrap: Right/Down to the next status, Left/Up to
 * the previous one, nothing past the ends (docs/requirements.md#pipeline). The default getter
 * moves 25 px a press, several presses per column and an announcement for each.
 */
const oneColumnPerPress: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { over, collisionRect, droppableRects, draggableNodes } = context;
  const applicant = (
    draggableNodes.get(active)?.data.current as { applicant?: PipelineApplicant } | undefined
  )?.applicant;
  const current = (over?.id as ResumeStatus | undefined) ?? applicant?.status;
  const index = current ? RESUME_STATUSES.indexOf(current) : -1;
  const target = RESUME_STATUSES[index + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (index < 0 || !rect || !collisionRect) return undefined;
  // The card's top-left such that it sits inside the target column, below its heading.
  return {
    x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
    y: rect.top + Math.min(40, Math.max(0, rect.height - collisionRect.height)),
  };
};

/** Space picks a card up and drops it; Enter stays free to open the candidate. */
const keyboardCodes = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

function ApplicantCard({ applicant, movable }: { applicant: PipelineApplicant; movable: boolean }) {
  const navigate = useNavigate();
  const { id: jobId = '' } = useParams();
  const job = useQuery(adminJobPostingQuery(jobId));
  const nameId = `pipeline-name-${applicant.resumeId}`;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: applicant.resumeId,
    data: { applicant },
    disabled: !movable,
  });
  // A movable card is dnd-kit's button: a click (the pointer moved under 5 px, so no drag began)
  // or Enter opens the candidate; a link inside it would nest one control in another.
  const open = () => navigate(candidatePath(applicant.resumeId));
  const handlers = movable
    ? {
        ...attributes,
        ...listeners,
        'aria-describedby': `${attributes['aria-describedby']} pipeline-open-hint`,
        onClick: open,
        onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => {
          if (event.key === 'Enter' && !isDragging) {
            event.preventDefault();
            open();
            return;
          }
          listeners?.onKeyDown?.(event);
        },
      }
    : {};
  return (
    <li>
      <div
        ref={setNodeRef}
        style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
        className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${
          movable ? 'cursor-grab focus-visible:outline-2 focus-visible:outline-brand-600' : ''
        } ${isDragging ? 'relative z-20 opacity-80 shadow-lg' : ''}`}
        {...handlers}
      >
        <p className="flex items-center justify-between gap-2">
          {movable ? (
            <span id={nameId} className="truncate text-sm font-medium text-slate-900">
              {applicant.name}
            </span>
          ) : (
            <Link
              id={nameId}
              to={candidatePath(applicant.resumeId)}
              className="truncate text-sm font-medium text-slate-900 underline-offset-2 hover:underline"
            >
              {applicant.name}
            </Link>
          )}
          <span
            className={`shrink-0 rounded-full px-1.5 text-[0.7rem] font-medium leading-5 ring-1 ring-inset ${
              applicant.hasCv
                ? 'bg-success-50 text-success-700 ring-success-200'
                : 'bg-slate-100 text-slate-600 ring-slate-200'
            }`}
          >
            {applicant.hasCv ? P.cv : P.noCv}
          </span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{P.applied(formatDate(applicant.appliedAt) ?? '')}</p>
        {applicant.nextInterview ? (
          <p className="mt-0.5 text-xs font-medium text-slate-700">
            {P.nextInterview(
              applicant.nextInterview.stageName,
              formatDate(applicant.nextInterview.startsAt, 'dateTime') ?? '',
            )}
          </p>
        ) : null}
        {applicant.topSkills.length ? (
          <p className="mt-1 truncate text-xs text-brand-700">{applicant.topSkills.join(' · ')}</p>
        ) : null}
      </div>
      {/* Beside the card, not in it: the card is itself a button (dnd-kit's handle). */}
      <ScheduleInterviewButton
        resumeId={applicant.resumeId}
        name={applicant.name}
        postings={[{ id: jobId, title: job.data?.job_title ?? '' }]}
        className={`${buttonClass.small} mt-1`}
        describedBy={nameId}
      />
    </li>
  );
}

function Column({
  status,
  applicants,
  movable,
}: {
  status: ResumeStatus;
  applicants: PipelineApplicant[];
  movable: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `pipeline-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col rounded-xl border p-2 ${
        isOver ? 'border-brand-400 bg-brand-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <h2 id={headingId} className="px-1 py-1 text-sm font-semibold text-slate-800">
        {P.column(label(status), applicants.length)}
      </h2>
      <ul className="mt-1 flex min-h-16 flex-col gap-2">
        {applicants.map((a) => (
          <ApplicantCard key={a.resumeId} applicant={a} movable={movable} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin/job-postings/{id}/pipeline (docs/requirements.md#pipeline): one column per stage
 * with the count, a card per applicant (name, applied date, top skills, CV marker). A card dragged
 * to another column, with the pointer or with the keyboard (Space, arrows, Space; dnd-kit, with
 * spoken announcements), sets that application's stage through
 * `PUT /job-posting/{id}/applicants/{resumeId}`: the candidate's other postings keep theirs, and
 * the CV status follows (docs/architecture.md#applications-and-stages). A failed move goes back and says why.
 * A drop on a column whose status has a candidate mail (rejected, interview scheduled, hired) asks
 * first, offering "Notify the candidate" as the status dialog does (docs/requirements.md#status-mails).
 * The board holds the newest page of applications; while the posting has more, it says how many
 * of them are shown and "Load more" reads the next page (the columns count the loaded cards).
 */
export function PipelinePage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const job = useQuery(adminJobPostingQuery(id));
  const board = useInfiniteQuery(jobApplicantsPagesQuery(id));
  const applicants = board.data?.pages.flatMap((p) => p.applicants) ?? [];
  const total = board.data?.pages.at(-1)?.total ?? 0;
  const movable = useAdminMayCall('PUT /job-posting/{id}/applicants/{resumeId}');
  useDocumentTitle(job.data ? P.title(job.data.job_title) : P.documentTitle);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // A column off screen (stacked columns on a phone) is reached by scrolling the page: at once,
    // so the card is over the new column (and announced) before the next press.
    useSensor(KeyboardSensor, { coordinateGetter: oneColumnPerPress, keyboardCodes, scrollBehavior: 'auto' }),
  );
  const key = jobApplicantsPagesQuery(id).queryKey;
  // "New since your last visit" on the posting list counts from the moment the board was shown.
  useEffect(() => {
    if (board.data) recordPipelineVisit(id);
  }, [board.data, id]);

  // A drop on a column with a mail waits here for the person's answer.
  const [asking, setAsking] = useState<{ applicant: PipelineApplicant; status: ResumeStatus } | null>(null);
  const move = useMutation({
    mutationFn: ({
      applicant,
      status,
      notify = false,
      rejectReasonId,
    }: {
      applicant: PipelineApplicant;
      status: ResumeStatus;
      notify?: boolean;
      rejectReasonId?: string;
    }) => moveApplicant(id, applicant.resumeId, status, notify, rejectReasonId),
    onMutate: async ({ applicant, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InfiniteData<PipelineResponse, string | undefined>>(key);
      if (before)
        queryClient.setQueryData(key, {
          ...before,
          pages: before.pages.map((p) => moved(p, applicant.resumeId, status)),
        });
      return { before };
    },
    onSuccess: ({ notified }, { applicant, status, notify }) => {
      toast.success(P.moved(applicant.name, label(status)));
      if (notify)
        (notified ? toast.success : toast.warning)(
          notified ? notifyCandidateMessages.notified : notifyCandidateMessages.notNotified,
        );
    },
    onError: (error, { applicant }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(P.moveFailed(applicant.name, reasonOf(error)));
    },
    onSettled: () => {
      // The board's pages and the posting card's summary.
      queryClient.invalidateQueries({ queryKey: jobApplicantsKey(id) });
      // The CV status follows the stages: CV Management's rows may have changed.
      queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    },
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const applicant = (active.data.current as { applicant?: PipelineApplicant } | undefined)?.applicant;
    const status = over?.id as ResumeStatus | undefined;
    if (!applicant || !status || status === applicant.status) return;
    if (hasStatusMail(status)) setAsking({ applicant, status });
    else move.mutate({ applicant, status });
  };
  const nameOf = (activeId: string | number) => applicants.find((a) => a.resumeId === activeId)?.name ?? '';
  const statusOf = (overId: string | number | undefined) => (overId ? label(overId as ResumeStatus) : '');

  return (
    <div className="mx-auto max-w-[100rem]">
      <PageHeader title={job.data ? P.title(job.data.job_title) : P.documentTitle} subtitle={P.subtitle}>
        <Link to="/admin/job-postings" className={buttonClass.secondary}>
          {P.back}
        </Link>
      </PageHeader>
      {!movable ? <p className="mt-3 text-sm text-slate-600">{P.readOnly}</p> : null}
      <p id="pipeline-open-hint" hidden>
        {P.openHint}
      </p>
      <div className="mt-6">
        {board.isPending ? (
          <LoadingPanel label={P.loading} />
        ) : board.isError ? (
          <LoadErrorPanel
            message={P.loadFailed(board.error.message)}
            retryLabel={M.list.retry}
            onRetry={() => board.refetch()}
          />
        ) : (
          <>
            {applicants.length === 0 ? <p className="mb-4 text-sm text-slate-600">{P.empty}</p> : null}
            {board.hasNextPage ? (
              <div className="mb-4 flex flex-wrap items-center gap-3">
                <p className="text-sm text-slate-600" aria-live="polite">
                  {P.showing(applicants.length, total)}
                </p>
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={board.isFetchingNextPage}
                  onClick={() => board.fetchNextPage()}
                >
                  {board.isFetchingNextPage ? P.loadingMore : P.loadMore}
                </button>
              </div>
            ) : null}
            <DndContext
              sensors={sensors}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: P.announce.instructions },
                announcements: {
                  onDragStart: ({ active }) => P.announce.start(nameOf(active.id)),
                  onDragOver: ({ active, over }) =>
                    over
                      ? P.announce.over(nameOf(active.id), statusOf(over.id))
                      : P.announce.outside(nameOf(active.id)),
                  onDragEnd: ({ active, over }) =>
                    over
                      ? P.announce.end(nameOf(active.id), statusOf(over.id))
                      : P.announce.outside(nameOf(active.id)),
                  onDragCancel: ({ active }) => P.announce.cancel(nameOf(active.id)),
                },
              }}
            >
              {/* Columns wrap instead of scrolling sideways: nothing to scroll past, by pointer or by keys. */}
              <div className="grid gap-3 pb-4 sm:grid-cols-2 lg:grid-cols-4">
                {RESUME_STATUSES.map((status) => (
                  <Column
                    key={status}
                    status={status}
                    movable={movable}
                    applicants={applicants.filter((a) => a.status === status)}
                  />
                ))}
              </div>
            </DndContext>
          </>
        )}
      </div>
      {asking ? (
        <ConfirmMoveDialog
          {...asking}
          jobId={id}
          jobTitle={job.data?.job_title ?? ''}
          onCancel={() => setAsking(null)}
          onMove={(notify, rejectReasonId) => {
            move.mutate({ ...asking, notify, rejectReasonId });
            setAsking(null);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Asks before a move to a status with a candidate mail: Move (with the mail when "Notify the
 * candidate" is ticked, unticked at first) or Cancel (the card stays where it was).
 */
function ConfirmMoveDialog({
  applicant,
  status,
  jobId,
  jobTitle,
  onCancel,
  onMove,
}: {
  applicant: PipelineApplicant;
  status: ResumeStatus;
  jobId: string;
  jobTitle: string;
  onCancel: () => void;
  onMove: (notify: boolean, rejectReasonId?: string) => void;
}) {
  const [notify, setNotify] = useState(false);
  const [reasonId, setReasonId] = useState('');
  const C = P.confirmMove;
  if (!hasStatusMail(status)) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={C.title(applicant.name, label(status))}
      description={C.description(jobTitle)}
      wide
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onMove(notify, reasonId || undefined);
        }}
      >
        {status === 'rejected' ? <RejectReasonSelect value={reasonId} onChange={setReasonId} /> : null}
        <NotifyCandidate
          status={status}
          checked={notify}
          onCheckedChange={setNotify}
          candidate={{ resumeId: applicant.resumeId, name: applicant.name, role: jobTitle, postingId: jobId }}
        />
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {C.cancel}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={status === 'rejected' && !reasonId}>
            {C.move}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Page `board` with applicant `resumeId` in column `status` and the counts moved with it. */
function moved(board: PipelineResponse, resumeId: string, status: ResumeStatus): PipelineResponse {
  const from = board.applicants.find((a) => a.resumeId === resumeId)?.status;
  if (!from) return board;
  return {
    ...board,
    applicants: board.applicants.map((a) => (a.resumeId === resumeId ? { ...a, status } : a)),
    counts: { ...board.counts, [from]: board.counts[from] - 1, [status]: board.counts[status] + 1 },
  };
}
