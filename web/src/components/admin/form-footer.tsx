import { buttonClass } from '@/components/admin/buttons';
import { Spinner } from '@/components/feedback';

/**
 * The foot of an admin dialog's form: the server's refusal as an alert (nothing without one), then
 * Cancel and the submit button, both disabled and the submit showing a spinner and `pendingLabel`
 * while `pending`.
 */
export function FormFooter({
  refusal,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
}: {
  refusal?: string | null;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <>
      {refusal ? (
        <p role="alert" className="text-sm text-danger-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? <Spinner className="size-4 text-white" /> : null}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
