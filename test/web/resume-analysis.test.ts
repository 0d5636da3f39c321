/**
 * What the Resume Assistant reads from a CV's text (docs/requirements.md#resume-assistant): the keyword analysis (whole
 * words, the spec's 13 keywords) and the name, email and phone fallbacks.
 */
import { findCvFacts, findName, findSkills, SKILL_KEYWORDS } from '@functions/contract/cv-facts';
import { describe, expect, it } from 'vitest';
import { findingsOf } from '@/features/resume-assistant/analysis';

/** What the assistant takes from a CV's text, as ResumeAssistant.tsx runs it. */
const analyse = (text: string) => findingsOf(findCvFacts(text));

describe('findSkills', () => {
  it('knows the 13 keywords of the spec', () => {
    expect(SKILL_KEYWORDS.map((s) => s.keyword)).toEqual([
      'javascript',
      'react',
      'node',
      'python',
      'java',
      'typescript',
      'sql',
      'aws',
      'docker',
      'kubernetes',
      'graphql',
      'tailwind',
      'vite',
    ]);
  });

  it('finds whole words in any case, in list order', () => {
    expect(
      findSkills('Built APIs with Node.js, TypeScript and PostgreSQL (SQL) on AWS; React + Vite.'),
    ).toEqual(['React', 'Node.js', 'TypeScript', 'SQL', 'AWS', 'Vite']);
  });

  it('does not find java inside javascript, nor react inside reactive', () => {
    expect(findSkills('JavaScript, reactive systems')).toEqual(['JavaScript']);
  });
});

describe('fallback details', () => {
  const cv = 'Aoife Murphy\nSoftware Developer\nMail: Aoife.Murphy@Example.ie | Tel: 087 123 4567\nCork';

  it('finds the email, lower-cased', () => {
    expect(analyse(cv).email).toBe('aoife.murphy@example.ie');
  });

  it('reads an Irish number without a country code', () => {
    expect(analyse(cv).phone).toEqual({ country_code: '+353', number: '871234567' });
  });

  it('reads an international number', () => {
    expect(analyse('Phone +44 20 7946 0958').phone).toEqual({ country_code: '+44', number: '2079460958' });
  });

  it('takes the first short line that is a name', () => {
    expect(findName(cv)).toBe('Aoife Murphy');
    expect(findName('CURRICULUM VITAE 2025\nSeán Ó Súilleabháin\n')).toBe('Seán Ó Súilleabháin');
  });

  it('answers nothing it cannot find', () => {
    expect(analyse('')).toEqual({
      name: undefined,
      email: undefined,
      phone: undefined,
      skills: [],
    });
  });
});
