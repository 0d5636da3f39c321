/**
 * What the server keeps from a file it has accepted (docs/architecture.md#upload-path): the text, in S3
 * beside the file's final object as `{objectKey}.txt` (text can exceed DynamoDB's 400 KB item limit),
 * and the facts found in it (`contract/cv-facts.ts`, the same finder the Resume Assistant runs in the
 * browser, with the full skills vocabulary of `contract/cv-skills.ts`) on the submission under `facts`. Scans are handed to the OCR function, which records on the
 * same submission. Imported only by the event functions (`events/cv-received`, `events/cv-ocr`).
 */
import type { CvFactOptions, CvFacts } from '../contract/cv-facts.js';
import { cvTextKey } from '../contract/cv-keys.js';
import { findRecordFacts } from '../contract/cv-skills.js';
import { optionalConfig } from './config.js';
import { type CvKind, type CvText, readCvText } from './cv-text.js';
import { addResumeSkills } from './data/resume-cv.js';
import {
  type CvReadingStatus,
  getSubmission,
  isUnconfirmed,
  recordSubmissionFacts,
  type StoredCvFacts,
} from './data/submissions.js';
import type { AcceptedFileReader } from './domain/cv-intake-steps.js';
import { invokeAsyncOnUse } from './invoke-async-on-use.js';
import { logger } from './log.js';
import { eraseObject, readObject, writeObject } from './storage.js';

/** The facts of a CV and how its text was read. */
export type CvReading = CvFacts & Pick<CvText, 'text' | 'protected' | 'needsOcr'>;

/**
 * Reads a CV's text and finds its facts. `kind` was detected from the bytes, never the name;
 * `options.typedCallingCode` is evidence of the CV's country for its phone numbers.
 */
export async function readCvFacts(
  bytes: Uint8Array,
  kind: CvKind,
  options: CvFactOptions = {},
): Promise<CvReading> {
  const read = await readCvText(bytes, kind);
  return {
    ...findRecordFacts(read.text, options),
    text: read.text,
    protected: read.protected,
    needsOcr: read.needsOcr,
  };
}

/** Stores a CV's text as UTF-8 plain text at `{objectKey}.txt` (erased with the CV's prefix). */
export async function storeCvText(objectKey: string, text: string): Promise<void> {
  await writeObject(cvTextKey(objectKey), text, 'text/plain; charset=utf-8');
}

/** The event of the OCR function: the accepted submission and its final object. */
export interface CvOcrRequest {
  resumeId: string;
  submissionId: string;
  cvKey: string;
}

/**
 * Starts the OCR function for a scan asynchronously (Lambda `Event` invocation: the upload path
 * does not wait minutes for a scan). Without a configured OCR function it only logs: the facts stay
 * `ocr-pending`.
 */
export async function requestCvOcr(request: CvOcrRequest): Promise<void> {
  const functionName = optionalConfig('ocrFunctionName');
  if (!functionName) {
    logger.warn('cv-reading: no OCR function configured; the scan keeps no text', {
      resumeId: request.resumeId,
    });
    return;
  }
  await invokeAsyncOnUse(functionName, request);
}

/** The kind of a CV object from its key: cv-received names final objects after their checked type. */
export function cvKindOfKey(key: string): CvKind | undefined {
  const ext = /\.(pdf|docx?)$/.exec(key)?.[1];
  return ext as CvKind | undefined;
}

/**
 * The text pass of an accepted file: reads its final object `cvKey`, keeps the text beside it and
 * answers the facts for the submission (`ocr-pending` for a scan, which `requestCvOcr` hands on).
 * Throws what S3 or a parser throws.
 */
export async function readAcceptedCv(cvKey: string, options: CvFactOptions = {}): Promise<StoredCvFacts> {
  const kind = cvKindOfKey(cvKey);
  const reading = kind
    ? await readCvFacts(await readObject(cvKey), kind, options)
    : { ...findRecordFacts(''), text: '', protected: false, needsOcr: false };
  const status: CvReadingStatus = reading.protected
    ? 'protected'
    : reading.needsOcr
      ? 'ocr-pending'
      : reading.text
        ? 'read'
        : 'no-text';
  return keepCvText(cvKey, reading, status);
}

/** Stores the text (when there is some) beside `cvKey` and answers the facts to record with `status`. */
export async function keepCvText(
  cvKey: string,
  reading: CvReading,
  status: CvReadingStatus,
): Promise<StoredCvFacts> {
  const { text, protected: _protected, needsOcr: _needsOcr, ...facts } = reading;
  if (text) await storeCvText(cvKey, text);
  return {
    ...facts,
    cvKey,
    status,
    textKey: text ? cvTextKey(cvKey) : undefined,
    readAt: new Date().toISOString(),
  };
}

/**
 * The OCR result of a scan, recorded on its submission while that file is still its own (its skills
 * then join a confirmed file's candidate's); when the file was erased during the OCR, the text just
 * stored beside it is erased too.
 */
export async function keepOcrReading(request: CvOcrRequest, reading: CvReading): Promise<void> {
  const facts = await keepCvText(request.cvKey, reading, reading.text ? 'ocr' : 'no-text');
  const recorded = await recordSubmissionFacts(request.resumeId, request.submissionId, facts);
  if (!recorded && facts.textKey) await eraseObject(facts.textKey);
  // The scan's skills join the candidate's, as a text file's do at its acceptance (never an unconfirmed file's).
  const submission = recorded ? await getSubmission(request.resumeId, request.submissionId) : undefined;
  if (submission && !isUnconfirmed(submission)) await addResumeSkills(request.resumeId, facts.skills);
  logger.info('cv-reading: facts kept', { resumeId: request.resumeId, status: facts.status, recorded });
}

/** What `cv-received` hands to the upload path (`processUploadedCv`). */
export const acceptedFileReader: AcceptedFileReader = { read: readAcceptedCv, requestOcr: requestCvOcr };
