/**
 * The skills vocabulary (functions/contract/cv-skills.ts, data/skills-vocabulary.ts) on issue 37's
 * cases: skills beyond the Resume Assistant's 13 keywords, aliases, words with their punctuation, and
 * everyday words that are not skills.
 */
import { describe, expect, it } from 'vitest';
import { findSkills } from '../../functions/contract/cv-facts';
import { findCvSkills, findRecordFacts } from '../../functions/contract/cv-skills';
import { SKILLS_VOCABULARY } from '../../functions/contract/data/skills-vocabulary';

describe('the skills vocabulary', () => {
  it('holds at least 300 skills, each from a named source, no word of two skills', () => {
    expect(SKILLS_VOCABULARY.length).toBeGreaterThanOrEqual(300);
    for (const s of SKILLS_VOCABULARY) expect(s.source).toMatch(/^(?:linguist:|devicon:|project$)/);
    const words = SKILLS_VOCABULARY.flatMap((s) => s.aliases.map((a) => a.toLowerCase()));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('findCvSkills', () => {
  it('reads the skills the 13 keywords miss', () => {
    const text = 'Skills: Terraform, PostgreSQL, Angular, C#, Excel, Salesforce';
    expect(findSkills(text)).toEqual([]);
    expect(findCvSkills(text)).toEqual([
      'Terraform',
      'PostgreSQL',
      'Angular',
      'C#',
      'Microsoft Excel',
      'Salesforce',
    ]);
  });

  it('reads aliases as their skill', () => {
    expect(findCvSkills('k8s, Postgres, MS Excel, Golang, NodeJS, sklearn')).toEqual([
      'Kubernetes',
      'PostgreSQL',
      'Microsoft Excel',
      'Go',
      'Node.js',
      'scikit-learn',
    ]);
  });

  it('matches whole words with their punctuation', () => {
    expect(findCvSkills('C++ and C# on .NET Core; Node.js. ASP.NET MVC')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'ASP.NET',
    ]);
    expect(findCvSkills('JavaScript')).toEqual(['JavaScript']);
    expect(findCvSkills('Java, JavaScript')).toEqual(['Java', 'JavaScript']);
  });

  it('takes words that are also everyday words only inside a list', () => {
    expect(findCvSkills('Languages: Python, Go, R, C')).toEqual(['Python', 'Go', 'R', 'C']);
    expect(
      findCvSkills('I excel at teamwork, go the extra mile and express ideas in spring. Grade C.'),
    ).toEqual([]);
  });

  it("is the server's record facts' skills", () => {
    expect(findRecordFacts('Aoife Murphy\nSkills: Python, Kubernetes, Terraform').skills).toEqual([
      'Python',
      'Kubernetes',
      'Terraform',
    ]);
  });
});
