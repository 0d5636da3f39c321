/**
 * How right the server reads CVs (issue 37): the generated corpus (test/support/cv-corpus.ts, 204 CVs
 * as people of 17 countries write them, answers known) rendered as files — PDF from Chromium, pdf-lib
 * and pdfkit, DOCX and Word 97 DOC, in turn (a CV whose text the standard PDF fonts cannot draw goes
 * to Chromium, DOCX or DOC, and Han text, which Chromium prints only with a CJK font, to DOCX or DOC) — read as the upload path reads them (`readCvFacts`: text pass, then the
 * fact finder with the full skills vocabulary). Prints precision and recall of phones, e-mails, names
 * and skills against the budgets: phones precision >= 99 % and recall >= 95 %, names >= 95 %,
 * skills precision >= 95 %. Runs alone with `npx tsx bench/cv-facts.ts`.
 */
import { fileURLToPath } from 'node:url';
import { readCvFacts } from '../functions/core/cv-reading.js';
import type { CvKind } from '../functions/core/cv-text.js';
import { addScore, EMPTY_SCORE, generateCorpus, type Score } from '../test/support/cv-corpus.js';
import {
  chromiumPdf,
  closeCvBrowser,
  docxFile,
  pdfkitPdf,
  pdfLibPdf,
  wordDoc,
} from '../test/support/cv-files.js';
import { type Row, textTable, verdict } from './report.js';

export const BUDGETS = {
  phonePrecision: 0.99,
  phoneRecall: 0.95,
  names: 0.95,
  skillPrecision: 0.95,
} as const;

/** The file producers, in the order CVs are handed to them. */
const PRODUCERS: {
  name: string;
  kind: CvKind;
  standardFonts?: boolean;
  make: (lines: string[]) => Promise<Uint8Array>;
}[] = [
  { name: 'PDF (Chromium)', kind: 'pdf', make: chromiumPdf },
  { name: 'PDF (pdf-lib)', kind: 'pdf', standardFonts: true, make: pdfLibPdf },
  { name: 'PDF (pdfkit)', kind: 'pdf', standardFonts: true, make: (lines) => pdfkitPdf(lines) },
  { name: 'DOCX', kind: 'docx', make: docxFile },
  { name: 'DOC (Word 97)', kind: 'doc', make: async (lines) => wordDoc(lines) },
];

/** Text the standard 14 PDF fonts draw (WinAnsi): others need an embedded font. */
const WIN_ANSI = /^[\x20-\x7e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The corpus read from files, as bench rows. */
export async function measureCvFacts(): Promise<Row[]> {
  const corpus = generateCorpus();
  let phones: Score = EMPTY_SCORE;
  let emails: Score = EMPTY_SCORE;
  let skills: Score = EMPTY_SCORE;
  let names = 0;
  const byProducer = new Map<string, number>();
  const misses: string[] = [];
  try {
    for (const [i, cv] of corpus.entries()) {
      const drawable = cv.lines.every((l) => WIN_ANSI.test(l));
      // Chromium prints Han text only with a CJK font installed (most Linux machines have none).
      const han = cv.lines.some((l) => /\p{Script=Han}/u.test(l));
      let producer = PRODUCERS[i % PRODUCERS.length]!;
      if (producer.standardFonts && !drawable) producer = PRODUCERS[(i % 2) * 3]!; // Chromium or DOCX
      if (han && producer.kind === 'pdf') producer = PRODUCERS[3 + (i % 2)]!; // DOCX or DOC
      byProducer.set(producer.name, (byProducer.get(producer.name) ?? 0) + 1);
      const facts = await readCvFacts(await producer.make(cv.lines), producer.kind);
      phones = addScore(
        phones,
        facts.phones.map((p) => p.e164),
        cv.expected.phones,
      );
      emails = addScore(emails, facts.emails, cv.expected.emails);
      skills = addScore(skills, facts.skills, cv.expected.skills);
      if (facts.name === cv.expected.name) names++;
      else misses.push(`${cv.id} (${producer.name})`);
    }
  } finally {
    await closeCvBrowser();
  }
  const files = [...byProducer].map(([name, n]) => `${n} ${name}`).join(', ');
  const note = `${corpus.length} generated CVs of ${new Set(corpus.map((c) => c.country)).size} countries: ${files}`;
  const nameShare = names / corpus.length;
  return [
    {
      section: 'cv facts',
      name: 'phone numbers',
      value: `precision ${pct(phones.precision)} / recall ${pct(phones.recall)}`,
      budget: `precision ≥ ${pct(BUDGETS.phonePrecision)} / recall ≥ ${pct(BUDGETS.phoneRecall)}`,
      verdict: verdict(phones.precision >= BUDGETS.phonePrecision && phones.recall >= BUDGETS.phoneRecall),
      note: `${phones.right} right of ${phones.found} found, ${phones.expected} in the CVs; ${note}`,
      data: phones,
    },
    {
      section: 'cv facts',
      name: 'e-mail addresses',
      value: `precision ${pct(emails.precision)} / recall ${pct(emails.recall)}`,
      budget: '',
      verdict: 'info',
      note: `${emails.right} right of ${emails.found} found, ${emails.expected} in the CVs`,
      data: emails,
    },
    {
      section: 'cv facts',
      name: 'names',
      value: `${pct(nameShare)} right`,
      budget: `≥ ${pct(BUDGETS.names)}`,
      verdict: verdict(nameShare >= BUDGETS.names),
      note: misses.length ? `wrong: ${misses.slice(0, 5).join(', ')}` : `${names} of ${corpus.length}`,
      data: { right: names, total: corpus.length },
    },
    {
      section: 'cv facts',
      name: 'skills',
      value: `precision ${pct(skills.precision)} / recall ${pct(skills.recall)}`,
      budget: `precision ≥ ${pct(BUDGETS.skillPrecision)}`,
      verdict: verdict(skills.precision >= BUDGETS.skillPrecision),
      note: `${skills.right} right of ${skills.found} found, ${skills.expected} in the CVs`,
      data: skills,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureCvFacts();
  console.log(textTable(rows));
  process.exitCode = rows.every((r) => r.verdict !== 'fail') ? 0 : 1;
}
