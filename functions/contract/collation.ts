/**
 * THE order of names a person reads (docs/requirements.md#admin-records: name sorts): Irish English
 * collation, so "Ó Briain" sorts with the O's, accents and case do not split a name from its twins,
 * and "Engineer 2" comes before "Engineer 10". The table's index keys give a byte order only; every
 * list shown by name is put in this order (server and browser share this module).
 */

/** One collator for every name sort (`Intl.Collator` is costly to create). */
export const NAME_COLLATOR = new Intl.Collator('en-IE', { sensitivity: 'base', numeric: true });

/** Compares two names in {@link NAME_COLLATOR}'s order (negative, 0 or positive, as `sort` expects). */
export const compareNames = (a: string, b: string): number => NAME_COLLATOR.compare(a, b);

/** `items` sorted by `name` (a copy), ties kept in their order. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
