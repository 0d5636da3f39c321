/**
 * The rejection reason a reject dialog asks for (docs/requirements.md#rejection-reasons): a
 * required select of the active reasons, in the list's order. Shared by the status dialog, the
 * board's move to Rejected and the bulk status change; the reason is never shown to the candidate.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { inputClass } from '@/components/admin/form-fields';
import { rejectReasonsQuery } from '@/lib/reject-reasons';

export const rejectReasonMessages = {
  label: 'Rejection reason',
  choose: 'Choose a reason',
  hint: 'Kept for the team and the hiring reports; never shown to the candidate.',
  loading: 'Loading reasons...',
  failed: 'The reasons could not be loaded. Close and try again.',
} as const;

export function RejectReasonSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const id = useId();
  const reasons = useQuery(rejectReasonsQuery());
  const active = (reasons.data ?? []).filter((r) => r.active);
  const M = rejectReasonMessages;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {M.label}
      </label>
      <select
        id={id}
        required
        aria-describedby={`${id}-hint`}
        className={`${inputClass} mt-1`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={reasons.isPending}
      >
        <option value="">{reasons.isPending ? M.loading : M.choose}</option>
        {active.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {reasons.isError ? M.failed : M.hint}
      </p>
    </div>
  );
}
