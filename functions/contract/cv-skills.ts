/**
 * The skills of a CV's text against the full vocabulary (issue 37; data/skills-vocabulary.ts, from
 * GitHub Linguist, Devicon and the project's own list). The server's reading of every CV uses it, so
 * the record, its tags, the skill filter and search know Terraform, PostgreSQL, C# or Excel; the
 * Resume Assistant's analysis message keeps the spec's 13 keywords (`findSkills` in cv-facts.ts) and
 * the web never loads this module (docs/architecture.md#upload-path).
 */
import {
  type CvFactOptions,
  type CvFacts,
  findCvFacts,
  normalizeCvText,
  withoutBuilderLines,
} from './cv-facts.js';
import { SKILLS_VOCABULARY } from './data/skills-vocabulary.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A word with its punctuation: "C#" is not in "C#m", ".NET" not in "ASP.NET", "Java" not in "JavaScript",
// "Node.js" ends before a full stop that ends the sentence.
const BEFORE = '(?<![\\p{L}\\p{N}_+#.@])';
const AFTER = '(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])';
// Inside a list: after a line start, a bullet, a separator or "and", before a separator or the line end.
const LIST_BEFORE = '(?<=(?:^|[,;:/|(•·▪●■*–-]|\\band|&)\\s*)';
const LIST_AFTER = '(?=\\s*(?:$|[,;/|)•·.]|\\band\\b|&))';

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** One pattern per way of matching, each an alternation of every skill's words (compiled on first use). */
interface Matcher {
  pattern: RegExp;
  /** The skill's label by the word as matched (lower case when matched without case). */
  labels: Map<string, string>;
  folded: boolean;
}
let matchers: Matcher[] | undefined;
function compile(): Matcher[] {
  const aliases = new Map<string, string>();
  const exact = new Map<string, string>();
  const listed = new Map<string, string>();
  for (const skill of SKILLS_VOCABULARY) {
    for (const a of skill.aliases)
      if (!aliases.has(a.toLowerCase())) aliases.set(a.toLowerCase(), skill.label);
    for (const a of skill.exact ?? []) exact.set(a, skill.label);
    for (const a of skill.listed ?? []) listed.set(a, skill.label);
  }
  return [
    {
      pattern: new RegExp(`${BEFORE}(?:${alternation([...aliases.keys()])})${AFTER}`, 'giu'),
      labels: aliases,
      folded: true,
    },
    {
      pattern: new RegExp(`${BEFORE}(?:${alternation([...exact.keys()])})${AFTER}`, 'gu'),
      labels: exact,
      folded: false,
    },
    {
      pattern: new RegExp(`${LIST_BEFORE}(?:${alternation([...listed.keys()])})${LIST_AFTER}`, 'gmu'),
      labels: listed,
      folded: false,
    },
  ];
}

/**
 * The labels of the vocabulary's skills named in the text, in the order the text first names them;
 * a CV builder's or recruiter's footer lines are not read.
 */
export function findCvSkills(text: string): string[] {
  // A builder's or recruiter's footer names their trade, not the candidate's skills.
  const normalized = withoutBuilderLines(normalizeCvText(text));
  matchers ??= compile();
  const found = new Map<string, number>();
  for (const { pattern, labels, folded } of matchers) {
    for (const match of normalized.matchAll(pattern)) {
      const label = labels.get(folded ? match[0].toLowerCase() : match[0]);
      if (label && !(found.get(label)! <= match.index)) found.set(label, match.index);
    }
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([label]) => label);
}

/** The facts the server keeps of a CV: `findCvFacts`, with the skills of the full vocabulary. */
export function findRecordFacts(text: string, options: CvFactOptions = {}): CvFacts {
  return { ...findCvFacts(text, options), skills: findCvSkills(text) };
}
