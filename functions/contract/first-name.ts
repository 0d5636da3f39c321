/**
 * The name a mail greets a candidate by (docs/requirements.md#status-mails: `{{firstName}}`), from
 * the one name field a candidate types. Shared by the server (the mail) and the admin screens (its
 * preview), so the preview is the mail.
 */

/** Titles typed before a name ("Dr Aoife Byrne"): never a first name. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'fr', 'sr', 'sir', 'dame', 'rev']);

/**
 * Words that begin a family name (Irish Ó, Ní, Nic, Mac, Mc, Uí, Ua, Bean Uí; de, van, von, ...): a
 * name that starts with one is a family name alone ("Ní Bhriain"), and is greeted in full.
 */
const FAMILY_PARTICLES = new Set([
  'ó',
  'o',
  "o'",
  'ní',
  'ni',
  'nic',
  'mac',
  'mc',
  'uí',
  'ui',
  'ua',
  'bean',
  'de',
  'del',
  'della',
  'di',
  'da',
  'van',
  'von',
  'der',
  'le',
  'la',
  'al',
  'el',
  'bin',
  'ben',
]);

/**
 * `words` as typed, unless the whole name was typed all in capitals or all in small letters
 * ("SEÁN", "seán" → "Seán"): then each word, and each part of a hyphenated or apostrophised one,
 * gets its capital ("MARY-KATE" → "Mary-Kate"). A mixed name keeps its own case ("de Búrca").
 */
function tidyCase(words: string, whole: string): string {
  const lower = whole.toLocaleLowerCase('en-IE');
  if (whole !== whole.toLocaleUpperCase('en-IE') && whole !== lower) return words;
  return words
    .toLocaleLowerCase('en-IE')
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase('en-IE'));
}

/**
 * The first name in `name`: the first word after any title ("Dr Aoife Byrne" → "Aoife"), the word
 * after the comma of "Family, Given" ("Ó Súilleabháin, Seán" → "Seán"), a hyphenated name whole
 * ("Mary-Kate O'Neill" → "Mary-Kate"), fadas and apostrophes kept, a name typed all in capitals or
 * all in small letters given its capital ("SEÁN MURPHY" → "Seán"). A name with no given name to
 * find (a family name alone such as "Ní Bhriain", an initial such as "J. Murphy", one word that is
 * a title) answers the whole name, tidied: a greeting by full name is never wrong. Names written
 * family name first without a comma ("Nguyen Van An") cannot be told apart, and give the first
 * word: a template that must avoid that uses `{{name}}`.
 */
export function firstNameOf(name: string): string {
  const whole = name.replace(/\s+/g, ' ').trim();
  const comma = whole.indexOf(',');
  const given = comma > 0 && comma < whole.length - 1 ? whole.slice(comma + 1).trim() : whole;
  const words = given.split(' ').filter(Boolean);
  while (words.length > 1 && TITLES.has(words[0]!.toLowerCase().replace(/\.$/, ''))) words.shift();
  const first = words[0] ?? '';
  const bare = first.toLowerCase();
  const initial = /^\p{L}\.?$/u.test(first);
  return tidyCase(!first || initial || FAMILY_PARTICLES.has(bare) ? whole : first, whole);
}
