/**
 * The first name a status mail greets by (docs/requirements.md#status-mails: `{{firstName}}`):
 * Irish names with fadas and prefixes, titles, "Family, Given", names typed in one case, and the
 * names with no given name to find, which are greeted in full.
 */
import { describe, expect, it } from 'vitest';
import { firstNameOf } from '../../functions/contract/first-name.js';

describe('firstNameOf', () => {
  it.each([
    ['Siobhán Ní Bhriain', 'Siobhán'],
    ['Seán Ó Súilleabháin', 'Seán'],
    ['Pádraig Mac Giolla Phádraig', 'Pádraig'],
    ['Aoife de Búrca', 'Aoife'],
    ['Mary-Kate O’Neill', 'Mary-Kate'],
    ["Ciarán O'Brien", 'Ciarán'],
    ['  Niamh   Fitzgerald ', 'Niamh'],
    ['Dr Aoife Byrne', 'Aoife'],
    ['Mr. Tadhg Murphy', 'Tadhg'],
    ['Ó Súilleabháin, Seán', 'Seán'],
    ['SEÁN MURPHY', 'Seán'],
    ['siobhán ní bhriain', 'Siobhán'],
    ['MARY-KATE KELLY', 'Mary-Kate'],
    ['Zoë Nowak-Kowalska', 'Zoë'],
    ['José María García', 'José'],
    ['Oluwaseun Adeyemi', 'Oluwaseun'],
    ['Priya', 'Priya'],
    ['Dr', 'Dr'],
    // No given name to find: greeted in full.
    ['Ní Bhriain', 'Ní Bhriain'],
    ['Ó Súilleabháin', 'Ó Súilleabháin'],
    ['ní bhriain', 'Ní Bhriain'],
    ['de Búrca', 'de Búrca'],
    ['J. Murphy', 'J. Murphy'],
    ['van der Berg', 'van der Berg'],
  ])('%s → %s', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});
