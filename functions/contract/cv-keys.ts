/**
 * The keys of the CV bucket, the one place their shapes are written (docs/architecture.md#upload-path):
 * presigned forms only ever target a single-use `quarantine/{resumeId}/{submissionId}`; a file that
 * passed its checks is copied to `cvs/{resumeId}/{submissionId}.{ext}` (no form can target `cvs/`),
 * the text read from it lies beside it as `{that key}.txt`, and the search index keeps its objects
 * under `search/`. The bucket's lifecycle and the sweep erase what is left in quarantine.
 */
import { CV_TYPES, type CvContentType } from './cv-policy.js';

/**
 * The bucket's prefixes: upload targets, accepted files (and their texts), the search index, and
 * the offer letters the server writes (docs/requirements.md#offers).
 */
export const CV_KEY_PREFIXES = {
  quarantine: 'quarantine/',
  accepted: 'cvs/',
  search: 'search/',
  letters: 'letters/',
} as const;

const TEXT_SUFFIX = '.txt';
const ID = '([0-9a-f-]{36})';
const QUARANTINE_KEY = new RegExp(`^${CV_KEY_PREFIXES.quarantine}${ID}/${ID}$`);
const LETTER_KEY = new RegExp(`^${CV_KEY_PREFIXES.letters}${ID}/${ID}\\.pdf$`);
const CV_OBJECT_KEY = new RegExp(
  `^${CV_KEY_PREFIXES.accepted}${ID}/${ID}\\.(?:${Object.values(CV_TYPES).join('|')})$`,
);

/** The single-use key a presigned form targets: `quarantine/{resumeId}/{submissionId}`. */
export const quarantineKey = (resumeId: string, submissionId: string): string =>
  `${CV_KEY_PREFIXES.quarantine}${resumeId}/${submissionId}`;

/** Final key of an accepted file: `cvs/{resumeId}/{submissionId}.{ext}`; the extension is the detected type's. */
export const cvObjectKey = (resumeId: string, submissionId: string, contentType: CvContentType): string =>
  `${CV_KEY_PREFIXES.accepted}${resumeId}/${submissionId}.${CV_TYPES[contentType]}`;

/**
 * Key of the text the server reads from an accepted file, kept beside it (`functions/core/cv-reading.ts`):
 * `cvs/{resumeId}/{submissionId}.pdf.txt`. Erased with its file.
 */
export const cvTextKey = (objectKey: string): string => `${objectKey}${TEXT_SUFFIX}`;

/** Key of the letter of offer `offerId` to candidate `resumeId`: `letters/{resumeId}/{offerId}.pdf`. */
export const offerLetterKey = (resumeId: string, offerId: string): string =>
  `${CV_KEY_PREFIXES.letters}${resumeId}/${offerId}.pdf`;

/** Every prefix under which the bucket holds objects of candidate `resumeId` (erasure: every version of each). */
export const candidateKeyPrefixes = (resumeId: string): string[] => [
  `${CV_KEY_PREFIXES.accepted}${resumeId}/`,
  `${CV_KEY_PREFIXES.quarantine}${resumeId}/`,
  `${CV_KEY_PREFIXES.letters}${resumeId}/`,
];

/**
 * What a key of the bucket is: an upload target (`quarantine`), an accepted file (`accepted`), the
 * text beside one (`text`, with its file's key), the search index (`search`), or a key we never
 * issued (`unknown`). Ids are those of the candidate record and the submission.
 */
export type CvKey =
  | { kind: 'quarantine' | 'accepted'; resumeId: string; submissionId: string }
  | { kind: 'text'; resumeId: string; submissionId: string; fileKey: string }
  | { kind: 'search' | 'letter' | 'unknown' };

/** Reads `key` by the rules above; see {@link CvKey}. */
export function parseCvKey(key: string): CvKey {
  const quarantined = QUARANTINE_KEY.exec(key);
  if (quarantined) return { kind: 'quarantine', resumeId: quarantined[1]!, submissionId: quarantined[2]! };
  const accepted = CV_OBJECT_KEY.exec(key);
  if (accepted) return { kind: 'accepted', resumeId: accepted[1]!, submissionId: accepted[2]! };
  if (key.endsWith(TEXT_SUFFIX)) {
    const fileKey = key.slice(0, -TEXT_SUFFIX.length);
    const file = CV_OBJECT_KEY.exec(fileKey);
    if (file) return { kind: 'text', resumeId: file[1]!, submissionId: file[2]!, fileKey };
  }
  if (LETTER_KEY.test(key)) return { kind: 'letter' };
  return { kind: key.startsWith(CV_KEY_PREFIXES.search) ? 'search' : 'unknown' };
}
