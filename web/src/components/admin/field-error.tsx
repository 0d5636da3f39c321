/**
 * The error line under an admin form's field: `id` is the field's id, so the field points at it
 * with `aria-describedby="{id}-error"`. Nothing when there is no error.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
      {error}
    </p>
  );
}
