/**
 * How candidate text becomes search terms (docs/architecture.md#search), the same for indexing and
 * for queries so that both sides meet: accents folded ("Siobhán" → "siobhan", NFD + combining marks
 * dropped), lower case, words split on anything that is not a letter or a digit. Words joined by
 * `.`, `@`, `'`, `-` or `+` ("example.ie", "o'brien", "node.js") are kept whole beside their parts,
 * so a query "example.ie" finds the domain and "brien" finds "O'Brien". Digits of a phone number are
 * one term whatever the spaces. No SDK imports.
 */

/** Folds accents and case: `Ní Bhriain` → `ni bhriain`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Characters that join the parts of one word (an address, a domain, an Irish surname). */
const JOINERS = /[.@'’+\-_]/;
/** A run of letters and digits, possibly joined by the characters above. */
const WORD = /[\p{L}\p{N}]+(?:[.@'’+\-_][\p{L}\p{N}]+)*/gu;

/**
 * The terms of `text` for the index: every word, and for a joined word also its parts and the
 * parts glued ("o'brien" → "o'brien", "o", "brien", "obrien"; "a.b@example.ie" → the address, "a",
 * "b", "example", "ie", "a.b", "example.ie"). Terms are folded.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const match of fold(text).matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    out.push(word);
    if (!JOINERS.test(word)) continue;
    const parts = word.split(/[.@'+\-_]/).filter(Boolean);
    out.push(...parts, parts.join(''));
    const at = word.indexOf('@');
    if (at > 0) out.push(word.slice(0, at), word.slice(at + 1));
  }
  return out;
}

/**
 * The terms of a query: digit groups separated by spaces, dashes or brackets are glued (a phone
 * number typed as "087 123 4567"), a leading `+` or `0` of a number is dropped (numbers are
 * indexed with and without their country code), joined words stay whole (they match the whole
 * indexed word), and the rest splits into words.
 */
export function queryTerms(query: string): string[] {
  const glued = fold(query).replace(/(\d)[\s\-().]+(?=\d)/g, '$1');
  const out: string[] = [];
  for (const match of glued.matchAll(WORD)) {
    let word = match[0].replace(/’/g, "'");
    if (/^\d+$/.test(word)) word = word.replace(/^0+/, '');
    if (word) out.push(word);
  }
  return out;
}

/**
 * The terms of a phone number: its digits alone, with the country code, and with a national
 * leading 0 (`+353`, `871234567` → `871234567`, `353871234567`, `0871234567`).
 */
export function phoneTerms(contact: { country_code: string; number: string } | undefined | null): string[] {
  if (!contact) return [];
  const national = contact.number.replace(/\D/g, '').replace(/^0+/, '');
  const code = contact.country_code.replace(/\D/g, '');
  return national ? [national, `${code}${national}`] : [];
}

/** Longest snippet shown for a hit, in characters. */
export const SNIPPET_LENGTH = 160;

/** A short passage of a field with the query's words marked: `marks` are `[start, end)` offsets in `text`. */
export interface Snippet {
  text: string;
  marks: [number, number][];
}

/**
 * The passage of `source` around the first place where one of `terms` (folded words that matched,
 * as the index holds them) starts a word, at most `SNIPPET_LENGTH` characters, with every word of the
 * passage that starts with one of the terms marked. `undefined` when no word of `source` matches.
 * Offsets are in the original text: folding keeps one character per base letter, so positions are
 * mapped through the NFD form.
 */
export function snippetOf(source: string, terms: readonly string[]): Snippet | undefined {
  if (!source || terms.length === 0) return undefined;
  const words = [...source.matchAll(WORD)];
  const matches = (w: string) => {
    const forms = indexTerms(w);
    return terms.some((t) => forms.some((f) => f.startsWith(t)));
  };
  const firstHit = words.find((w) => matches(w[0]));
  if (!firstHit) return undefined;
  const hitAt = firstHit.index ?? 0;
  let start = Math.max(0, hitAt - 50);
  // Start at a word boundary.
  if (start > 0) {
    const space = source.indexOf(' ', start);
    if (space !== -1 && space < hitAt) start = space + 1;
  }
  let end = Math.min(source.length, start + SNIPPET_LENGTH);
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end);
    if (space > hitAt) end = space;
  }
  const raw = source.slice(start, end);
  const lead = start > 0 ? '… ' : '';
  const text = `${lead}${raw.replace(/\s+/g, ' ')}${end < source.length ? ' …' : ''}`;
  // Marks are computed on the text as shown (whitespace collapsed).
  const marks: [number, number][] = [];
  for (const w of text.matchAll(WORD)) {
    if (matches(w[0])) marks.push([w.index ?? 0, (w.index ?? 0) + w[0].length]);
  }
  return { text, marks };
}
