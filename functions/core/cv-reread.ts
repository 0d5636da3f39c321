/**
 * Reads the facts of every kept CV again with today's fact finder (issue 37: the skills vocabulary,
 * phones by the CV's country evidence, names), from the text the server kept beside each file
 * (`{cvKey}.txt`, docs/architecture.md#upload-path): each submission's `facts` are replaced, and the
 * skills of a listed candidate's confirmed files join the record's skills (tags and skill filter).
 * Run once after the finder changes: `npm run reread-cvs` (bin/reread-cvs.ts).
 */
import { findRecordFacts } from '../contract/cv-skills.js';
import { addResumeSkills } from './data/resume-cv.js';
import { listResumes } from './data/resume-list.js';
import { holdsFile, isUnconfirmed, listSubmissions, recordSubmissionFacts } from './data/submissions.js';
import { readObject } from './storage.js';

/** What a re-read did. */
export interface CvRereadResult {
  records: number;
  /** Submissions whose facts were read again. */
  submissions: number;
  /** Skills added to records. */
  skillsAdded: number;
}

/** Re-reads every listed candidate's kept CV texts (100 records a page). Throws what the table or S3 throws. */
export async function rereadCvFacts(): Promise<CvRereadResult> {
  const result: CvRereadResult = { records: 0, submissions: 0, skillsAdded: 0 };
  for (let page = 1; ; page++) {
    const { items } = await listResumes({ page, limit: 100 });
    for (const record of items) {
      result.records++;
      const skills: string[] = [];
      for (const s of await listSubmissions(record.id)) {
        if (!holdsFile(s) || !s.facts?.textKey) continue;
        const text = new TextDecoder().decode(await readObject(s.facts.textKey));
        const facts = { ...s.facts, ...findRecordFacts(text), readAt: new Date().toISOString() };
        // Recorded only while that file is still the submission's (a newer one may have replaced it).
        if (!(await recordSubmissionFacts(record.id, s.id, facts))) continue;
        result.submissions++;
        if (!isUnconfirmed(s)) skills.push(...facts.skills);
      }
      result.skillsAdded += await addResumeSkills(record.id, skills);
    }
    if (items.length < 100) return result;
  }
}
