/**
 * The progress of a CV upload (docs/requirements.md#public-messages, the upload's progress bar): a
 * native `<progress>` of the bytes sent to the file store, labelled with the percentage, then
 * "CV sent. Checking your file..." while the server reads it, until the screen shows the verdict.
 * Used by the careers form, the Resume Assistant and Apply Now (their uploads' `onProgress`).
 */
import { useId } from 'react';
import type { UploadProgress } from '@/lib/upload';
import { UPLOAD_CHECKING, uploadSendingText } from '@/lib/upload-messages';

/** Whole percent of `progress` sent (0-100). */
export function percentSent({ sent, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
}

/** The bar for `progress`; nothing before the first report. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const id = useId();
  if (!progress) return null;
  const percent = percentSent(progress);
  const done = progress.sent >= progress.total;
  return (
    <div className="space-y-1" data-testid="upload-progress">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {done ? UPLOAD_CHECKING : uploadSendingText(percent)}
      </label>
      <progress
        id={id}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
      />
    </div>
  );
}
