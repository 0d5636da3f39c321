/**
 * What the server keeps from a CV it has accepted (docs/architecture.md#upload-path): the text, in S3 beside the CV as
 * `{objectKey}.txt` (text can exceed DynamoDB's 400 KB item limit), and the facts found in it
 * (`contract/cv-facts.ts`, the same finder the Resume Assistant runs in the browser) on the resume
 * record under `cvFacts`. Scans are handed to the OCR function, which finishes the same way.
 * Imported only by the event functions (`events/cv-received`, `events/cv-ocr`).
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { type CvFacts, findCvFacts } from '../contract/cv-facts.js';
import { optionalConfig } from './config.js';
import { type CvKind, type CvText, readCvText } from './cv-text.js';
import { type CvReadingStatus, recordCvFacts } from './data/resumes.js';
import { cvTextKey } from './domain/cv.js';
import { logger } from './log.js';
import { readObject, writeObject } from './storage.js';

/** The facts of a CV and how its text was read. */
export type CvReading = CvFacts & Pick<CvText, 'text' | 'protected' | 'needsOcr'>;

/** Reads a CV's text and finds its facts. `kind` was detected from the bytes, never the name. */
export async function readCvFacts(bytes: Uint8Array, kind: CvKind): Promise<CvReading> {
  const read = await readCvText(bytes, kind);
  return { ...findCvFacts(read.text), text: read.text, protected: read.protected, needsOcr: read.needsOcr };
}

/** Stores a CV's text as UTF-8 plain text at `{objectKey}.txt` (erased with the CV's prefix). */
export async function storeCvText(objectKey: string, text: string): Promise<void> {
  await writeObject(cvTextKey(objectKey), text, 'text/plain; charset=utf-8');
}

let lambda: LambdaClient | undefined;

/**
 * Starts the OCR function for `cvKey` asynchronously (Lambda `Event` invocation: the upload path
 * does not wait minutes for a scan). Without a configured OCR function it only logs: the CV stays
 * `ocr-pending`.
 */
export async function requestCvOcr(resumeId: string, cvKey: string): Promise<void> {
  const functionName = optionalConfig('ocrFunctionName');
  if (!functionName) {
    logger.warn('cv-reading: no OCR function configured; the scan keeps no text', { resumeId });
    return;
  }
  lambda ??= new LambdaClient({});
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify({ resumeId, cvKey } satisfies CvOcrRequest)),
    }),
  );
}

/** The event of the OCR function. */
export interface CvOcrRequest {
  resumeId: string;
  cvKey: string;
}

/** The kind of a CV object from its key: cv-received names objects after their checked type. */
export function cvKindOfKey(key: string): CvKind | undefined {
  const ext = /\.(pdf|docx?)$/.exec(key)?.[1];
  return ext as CvKind | undefined;
}

/**
 * The text pass of an accepted CV (called by cv-received once the file is attached): reads it,
 * keeps the text and the facts, and hands a scan to OCR. Returns the status recorded.
 */
export async function readAcceptedCv(resumeId: string, cvKey: string): Promise<CvReadingStatus> {
  const kind = cvKindOfKey(cvKey);
  if (!kind) return 'no-text';
  const reading = await readCvFacts(await readObject(cvKey), kind);
  const status: CvReadingStatus = reading.protected
    ? 'protected'
    : reading.needsOcr
      ? 'ocr-pending'
      : reading.text
        ? 'read'
        : 'no-text';
  await keepCvReading(resumeId, cvKey, reading, status);
  if (status === 'ocr-pending') await requestCvOcr(resumeId, cvKey);
  return status;
}

/** Stores the text (when there is some) and records the facts with `status`. */
export async function keepCvReading(
  resumeId: string,
  cvKey: string,
  reading: CvReading,
  status: CvReadingStatus,
): Promise<void> {
  const { text, protected: _protected, needsOcr: _needsOcr, ...facts } = reading;
  if (text) await storeCvText(cvKey, text);
  const recorded = await recordCvFacts(resumeId, {
    ...facts,
    cvKey,
    status,
    textKey: text ? cvTextKey(cvKey) : undefined,
    readAt: new Date().toISOString(),
  });
  logger.info('cv-reading: facts kept', { resumeId, status, recorded });
}
