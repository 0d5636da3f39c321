/**
 * The Resume Assistant's behaviour (docs/requirements.md#resume-assistant, #public-limits) over its
 * conversation reducer (`flow.ts`): the greeting's delay, the closing animation and the auto-close,
 * reading the chosen CV in the browser (name, email and phone as fallbacks, the skills sent with it)
 * and the upload with its toasts. Timers never fire after the panel unmounts.
 */
import type { ResumeUploadRequest } from '@functions/contract/schemas/resume';
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useJobTitleOptions } from '@/lib/queries';
import {
  cvContentTypeOf,
  type UploadProgress,
  uploadCv,
  uploadFailureReason,
  uploadProblemKind,
} from '@/lib/upload';
import { findingsOf } from './analysis';
import { extractText } from './extract-text';
import { assistantReducer, initialAssistantState } from './flow';
import { assistantMessages as M } from './messages';
import { validateCvFile } from './validation';

/** docs/requirements.md#public-limits: the name step starts after 0.4 s, closing animates 300 ms, auto-close 3 s after success. */
export const ASSISTANT_TIMINGS = {
  nameDelayMs: 400,
  closeMs: 300,
  autoCloseMs: 3000,
  toastMs: 5000,
} as const;

/**
 * The panel's toasts show at the top: the panel stands at the foot of the screen on the right (on a
 * phone across its width), where the site's toasts appear (docs/requirements.md#resume-assistant).
 */
const TOAST_PLACE = { position: 'top-center' } as const;

/**
 * The state of an open panel and what its controls call. `onClose` runs once the closing animation
 * ends. Public job titles load when the panel opens.
 */
export function useResumeAssistant(onClose: () => void) {
  const [state, dispatch] = useReducer(assistantReducer, initialAssistantState);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const timers = useRef<number[]>([]);
  const alive = useRef(true);
  const { options: titleOptions } = useJobTitleOptions();

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(() => alive.current && fn(), ms));
  }, []);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    later(onClose, ASSISTANT_TIMINGS.closeMs);
  }, [later, onClose]);

  useEffect(() => {
    alive.current = true;
    // The assistant "types" for 0.4 s, then greets and asks for the name.
    later(() => dispatch({ type: 'greet' }), ASSISTANT_TIMINGS.nameDelayMs);
    return () => {
      alive.current = false;
      for (const t of timers.current) clearTimeout(t);
    };
  }, [later]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
  };

  const sendFile = async (file: File) => {
    const contentType = cvContentTypeOf(file);
    const problem = validateCvFile(file) ?? (contentType ? null : M.validation.fileType);
    dispatch({ type: 'fileChosen', name: file.name, problem });
    if (problem || !contentType) return;
    // The fact finder carries the full phone metadata: it loads with the first CV, like the readers.
    const [{ findCvFacts }, text] = await Promise.all([
      import('@functions/contract/cv-facts'),
      extractText(file),
    ]);
    const found = findingsOf(findCvFacts(text));
    if (!alive.current) return;
    dispatch({ type: 'fileRead', skills: found.skills });
    const { details } = state;
    const request: ResumeUploadRequest = {
      // What the visitor typed wins; the CV's own details are the fallback.
      name: details.name ?? found.name ?? '',
      email: details.email ?? found.email ?? '',
      role: details.role ?? '',
      ...(found.phone ? { contact: found.phone } : {}),
      fileName: file.name,
      contentType,
      size: file.size,
      consent: true,
      skills: found.skills,
      source: 'assistant',
    };
    try {
      await uploadCv(request, file, (p) => {
        if (alive.current) setProgress(p);
      });
      if (!alive.current) return;
      setProgress(null);
      dispatch({ type: 'uploaded' });
      toast.success(M.successToast, {
        description: M.successToastDescription,
        duration: ASSISTANT_TIMINGS.toastMs,
        ...TOAST_PLACE,
      });
      later(close, ASSISTANT_TIMINGS.autoCloseMs);
    } catch (error) {
      if (!alive.current) return;
      setProgress(null);
      const kind = uploadProblemKind(error);
      if (kind === 'still-checking') {
        dispatch({ type: 'stillChecking' });
        toast.info(M.stillCheckingToast, {
          description: M.stillChecking,
          duration: ASSISTANT_TIMINGS.toastMs,
          ...TOAST_PLACE,
        });
        return;
      }
      const reason = uploadFailureReason(error, M.failureFallback);
      dispatch({ type: 'failed', reason, rejected: kind === 'rejected' });
      toast.error(M.failureToast, {
        description: reason,
        duration: ASSISTANT_TIMINGS.toastMs,
        ...TOAST_PLACE,
      });
    }
  };

  return {
    state,
    /** The bytes of the CV sent so far while it uploads (the progress bar), else null. */
    progress,
    titleOptions,
    close,
    submit,
    setDraft: (value: string) => dispatch({ type: 'draft', value }),
    chooseTitle: (role: string) => dispatch({ type: 'chooseTitle', role }),
    sendFile,
  };
}
