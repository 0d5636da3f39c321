/**
 * The CV fact finder over the generated corpus of issue 37 (test/support/cv-corpus.ts: 204 CVs as
 * people of 17 countries write them, answers known), against the budgets: phones precision
 * >= 99 % and recall >= 95 %, names >= 95 %, skills precision >= 95 %. `npm run bench` prints the same
 * figures on the corpus rendered as PDF, DOCX and DOC files (bench/cv-facts.ts).
 */
import { describe, expect, it } from 'vitest';
import { findRecordFacts } from '../../functions/contract/cv-skills';
import { addScore, EMPTY_SCORE, generateCorpus } from '../support/cv-corpus';

const corpus = generateCorpus();

describe('the generated CV corpus', () => {
  it('holds at least 200 CVs of at least 15 countries', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((cv) => cv.country)).size).toBeGreaterThanOrEqual(15);
  });
});

describe('findRecordFacts over the corpus', () => {
  const results = corpus.map((cv) => ({ cv, facts: findRecordFacts(cv.lines.join('\n')) }));

  it('reads phone numbers with precision >= 99 % and recall >= 95 %', () => {
    const score = results.reduce(
      (s, { cv, facts }) =>
        addScore(
          s,
          facts.phones.map((p) => p.e164),
          cv.expected.phones,
        ),
      EMPTY_SCORE,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('reads every e-mail address', () => {
    const score = results.reduce(
      (s, { cv, facts }) => addScore(s, facts.emails, cv.expected.emails),
      EMPTY_SCORE,
    );
    expect(score).toMatchObject({ precision: 1, recall: 1 });
  });

  it('reads names right in >= 95 % of CVs', () => {
    const wrong = results.filter(({ cv, facts }) => facts.name !== cv.expected.name);
    expect(wrong.length / corpus.length).toBeLessThanOrEqual(0.05);
  });

  it('reads skills with precision >= 95 %', () => {
    const score = results.reduce(
      (s, { cv, facts }) => addScore(s, facts.skills, cv.expected.skills),
      EMPTY_SCORE,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});
