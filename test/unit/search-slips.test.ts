/**
 * The search forgives the slips people make (issue 38 item 1, docs/requirements.md#cv-management,
 * docs/architecture.md#search): a table of queries and the candidate each must find, over an index
 * built in memory with the stored index's own options, searched as the list function searches.
 *
 * - transposed letters (one Damerau edit: "Murhpy", "Fitzgeradl") in words of 5+ letters, and one
 *   slip in a name of 4 letters ("Liem" for Liam), while other 4-letter words stay exact ("jeva");
 * - Irish surnames with and without the apostrophe, the space and the fadas (Ó, Ní, Nic, Mac, Mc);
 * - the middle of an e-mail address ("ni.bhriain"), a domain, an Eircode typed without its space;
 * - the ranking: an exact match before a forgiven one.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../functions/core/search/engine.js';
import { baseFormat, searchIndex } from '../../functions/core/search/minisearch-s3.js';
import { phoneTerms } from '../../functions/core/search/text.js';

type Person = { name: string; email: string; phone?: string; skills?: string[]; cv?: string };

/** 46 candidates as the walk-through had them: Irish names with and without fadas, Irish addresses. */
const PEOPLE: Person[] = [
  {
    name: 'Liam Murphy',
    email: 'liam.murphy@example.ie',
    phone: '871234567',
    cv: '14 Grattan Street, Cork T12 X2E4',
  },
  {
    name: 'Aoife Fitzgerald',
    email: 'aoife.fitz@eir.ie',
    skills: ['Excel'],
    cv: 'Finance analyst in Limerick',
  },
  { name: 'Seán Ó Súilleabháin', email: 'sean.os@gmail.com', cv: 'Kenmare, Co. Kerry V93 E2F1' },
  {
    name: 'Siobhán Ní Bhriain',
    email: 'siobhan.ni.bhriain@ucc.ie',
    skills: ['Terraform'],
    cv: 'Platform engineer',
  },
  {
    name: 'Ciarán Mac Cárthaigh',
    email: 'ciaran.mc@example.com',
    cv: 'Apt 3, 22 Ballsbridge Road, Dublin 4, D04 K7N2',
  },
  {
    name: 'Niamh McCarthy',
    email: 'niamh.mccarthy@example.ie',
    skills: ['Kubernetes'],
    cv: 'Site reliability',
  },
  { name: "Pádraig O'Brien", email: 'pob@example.ie', cv: 'Welder, Waterford' },
  { name: 'Eoin Ó Ceallaigh', email: 'eoin.oc@example.ie', cv: 'Teacher of Irish, Galway' },
  { name: 'Gráinne Nic Giolla Phádraig', email: 'grainne.ngp@example.ie', cv: 'Nurse, Sligo' },
  { name: 'Dara Ní Dhomhnaill', email: 'dara.nidhomhnaill@example.ie', cv: 'Data engineer, Athlone' },
  { name: 'Cian MacNamara', email: 'cian.macnamara@example.ie', cv: 'Solicitor, Ennis' },
  { name: 'Lian Walsh', email: 'lian.walsh@example.ie', cv: 'Graphic designer' },
  { name: 'Brian Kelly', email: 'brian.kelly@example.ie', cv: 'Java developer in Cork' },
  { name: 'Orla Byrne', email: 'orla.byrne@example.ie', cv: 'Research on brain imaging at UCD' },
  { name: 'Tadhg Ó Ríordáin', email: 'tadhg.oriordain@example.ie', cv: 'Electrician, Mallow' },
  { name: 'Caoimhe Uí Néill', email: 'caoimhe.uineill@example.ie', cv: 'Pharmacist, Letterkenny' },
  { name: 'Éabha Ní Chonaill', email: 'eabha.nichonaill@example.ie', cv: 'Accountant, Tralee' },
  { name: 'Donncha Mac Giolla Bhríde', email: 'donncha.mgb@example.ie', cv: 'Carpenter, Donegal' },
  { name: 'Saoirse Doyle', email: 'saoirse.doyle@example.ie', cv: 'Marketing, Wexford' },
  { name: 'Oisín Kavanagh', email: 'oisin.kav@example.ie', cv: 'Chef, Kilkenny' },
  { name: 'Ruairí Ó Dónaill', email: 'ruairi.odonaill@example.ie', cv: 'Architect, Derry' },
  { name: 'Méabh Ní Shúilleabháin', email: 'meabh.nis@example.ie', cv: 'Physiotherapist, Killarney' },
  { name: 'Conor Lynch', email: 'conor.lynch@example.ie', cv: 'Sales, Navan' },
  { name: 'Aisling Quinn', email: 'aisling.quinn@example.ie', cv: 'HR business partner, Naas' },
  { name: 'Fiachra Mac Aodha', email: 'fiachra.macaodha@example.ie', cv: 'Surveyor, Castlebar' },
  { name: 'Clodagh Nolan', email: 'clodagh.nolan@example.ie', cv: 'Barista, Bray' },
  { name: 'Darragh Ryan', email: 'darragh.ryan@example.ie', cv: 'Mechanic, Thurles' },
  { name: 'Sorcha Keane', email: 'sorcha.keane@example.ie', cv: 'Lawyer, Dún Laoghaire' },
  { name: 'Colm Ó hÉigeartaigh', email: 'colm.ohe@example.ie', cv: 'Economist, Galway' },
  { name: 'Bríd Nic an tSaoir', email: 'brid.nicantsaoir@example.ie', cv: 'Librarian, Gweedore' },
  { name: 'Eimear Doyle', email: 'eimear.doyle@example.ie', cv: 'Dentist, Carlow' },
  { name: 'Peadar Mac Suibhne', email: 'peadar.macsuibhne@example.ie', cv: 'Fisherman, Killybegs' },
  { name: 'Fionnuala Daly', email: 'fionnuala.daly@example.ie', cv: 'Vet, Mullingar' },
  { name: 'Cathal Mc Gettigan', email: 'cathal.mcg@example.ie', cv: 'Plumber, Letterkenny' },
  { name: 'Órla Ní Mhurchú', email: 'orla.nimhurchu@example.ie', cv: 'Radio producer, Cork' },
  { name: 'Diarmuid Ó Sé', email: 'diarmuid.ose@example.ie', cv: 'Footballer, Kerry' },
  { name: 'Sinéad Mulligan', email: 'sinead.mulligan@example.ie', cv: 'Project manager, Drogheda' },
  { name: 'Tomás Mac Mathúna', email: 'tomas.macmathuna@example.ie', cv: 'Farmer, Clare' },
  { name: 'Nóra Ní Ghallchóir', email: 'nora.nighallchoir@example.ie', cv: 'Translator, Gaoth Dobhair' },
  { name: 'Rónán Ó Gadhra', email: 'ronan.ogadhra@example.ie', cv: 'Chemist, Roscommon' },
  { name: 'Ailbhe Fitzpatrick', email: 'ailbhe.fitzpatrick@example.ie', cv: 'Designer, Kildare' },
  { name: 'Pól Mac Fhionnlaoich', email: 'pol.macfhionnlaoich@example.ie', cv: 'Poet, Donegal' },
  { name: 'Muireann Ní Dhuibhir', email: 'muireann.nidhuibhir@example.ie', cv: 'Midwife, Tipperary' },
  { name: 'Ciara Mac Eoin', email: 'ciara.maceoin@example.ie', cv: 'Actuary, Dublin 2, D02 X285' },
  { name: 'Séamus Ó Flaithearta', email: 'seamus.oflaithearta@example.ie', cv: 'Boat builder, Connemara' },
  { name: 'Aodhán Mac Lochlainn', email: 'aodhan.macl@example.ie', cv: 'Teacher, Inishowen' },
];

const documentOf = (p: Person, i: number): SearchDocument => ({
  id: p.name,
  name: p.name,
  email: p.email,
  phone: phoneTerms(p.phone ? { country_code: '+353', number: p.phone } : undefined),
  skills: p.skills ?? [],
  roles: [],
  cv: p.cv ?? '',
  coverLetters: '',
  status: 'new',
  // Later people are newer: a tie would put them first, so a right answer is never a tie's luck.
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
});

const index = new MiniSearch<SearchDocument>(baseFormat.options);
index.addAll(PEOPLE.map(documentOf));
const find = (query: string) => searchIndex(index, query, {}).map((h) => h.id);

describe('a table of queries and the candidate each must find first', () => {
  it.each([
    // One Damerau edit: letters swapped.
    ['Murhpy', 'Liam Murphy'],
    ['Fitzgeradl', 'Aoife Fitzgerald'],
    ['Siobahn', 'Siobhán Ní Bhriain'],
    ['Kuberentes', 'Niamh McCarthy'],
    ['Terrafrom', 'Siobhán Ní Bhriain'],
    // A slip in a short name, with the surname to tell the Liams apart.
    ['Liem Murphy', 'Liam Murphy'],
    // Irish prefixes: apostrophe, space, glued, fadas or none.
    ["O'Suilleabhain", 'Seán Ó Súilleabháin'],
    ['O Suilleabhain', 'Seán Ó Súilleabháin'],
    ['Ó Súilleabháin', 'Seán Ó Súilleabháin'],
    ['OSuilleabhain', 'Seán Ó Súilleabháin'],
    ['Ó’Súilleabháin', 'Seán Ó Súilleabháin'],
    ["O'Ceallaigh", 'Eoin Ó Ceallaigh'],
    ['O Brien', "Pádraig O'Brien"],
    ['OBrien', "Pádraig O'Brien"],
    ['Ní Bhriain', 'Siobhán Ní Bhriain'],
    ['Ni Bhriain', 'Siobhán Ní Bhriain'],
    ['NiBhriain', 'Siobhán Ní Bhriain'],
    ["Ni'Bhriain", 'Siobhán Ní Bhriain'],
    ['Nic Giolla Phadraig', 'Gráinne Nic Giolla Phádraig'],
    ['Mac Carthaigh', 'Ciarán Mac Cárthaigh'],
    ['MacCarthaigh', 'Ciarán Mac Cárthaigh'],
    ['Mac Cárthaigh', 'Ciarán Mac Cárthaigh'],
    ['Mc Carthy', 'Niamh McCarthy'],
    ['McCarthy', 'Niamh McCarthy'],
    ['Mac Namara', 'Cian MacNamara'],
    ['Mc Gettigan', 'Cathal Mc Gettigan'],
    ['McGettigan', 'Cathal Mc Gettigan'],
    ['Ui Neill', 'Caoimhe Uí Néill'],
    ['UiNeill', 'Caoimhe Uí Néill'],
    ["O'hEigeartaigh", 'Colm Ó hÉigeartaigh'],
    // Parts of addresses: the middle of an e-mail address, its domain, a postal address.
    ['ni.bhriain', 'Siobhán Ní Bhriain'],
    ['bhriain@ucc', 'Siobhán Ní Bhriain'],
    ['ucc.ie', 'Siobhán Ní Bhriain'],
    ['nidhomhnaill@example', 'Dara Ní Dhomhnaill'],
    ['nidhomhnaill', 'Dara Ní Dhomhnaill'],
    ['Grattan Street', 'Liam Murphy'],
    ['T12X2E4', 'Liam Murphy'],
    ['t12 x2e4', 'Liam Murphy'],
    ['D04K7N2', 'Ciarán Mac Cárthaigh'],
    ['Ballsbridge Dublin 4', 'Ciarán Mac Cárthaigh'],
    ['087 123 4567', 'Liam Murphy'],
  ])('%s finds %s first', (query, name) => {
    expect(find(query)[0]).toBe(name);
  });

  it('"Liem" finds Liam (a name of 4 letters forgives one slip)', () => {
    expect(find('Liem')).toContain('Liam Murphy');
  });
});

describe('the ranking: an exact match before a forgiven one', () => {
  it.each([
    // Brian Kelly's name is one swap from Orla Byrne's "brain": each query finds its exact word first.
    ['Brian', 'Brian Kelly', 'Orla Byrne'],
    ['Brain', 'Orla Byrne', 'Brian Kelly'],
    // Lian is exact, Liam one slip away.
    ['Lian', 'Lian Walsh', 'Liam Murphy'],
    ['Murphy', 'Liam Murphy', undefined],
  ])('%s finds %s first (and %s after)', (query, first, also) => {
    const found = find(query);
    expect(found[0]).toBe(first);
    if (also) expect(found.slice(1)).toContain(also);
  });

  it('other 4-letter words stay exact: "jeva" finds no Java developer, "Cork" only the people in Cork', () => {
    expect(find('jeva')).toEqual([]);
    expect(find('Cork').sort()).toEqual(['Brian Kelly', 'Liam Murphy', 'Órla Ní Mhurchú'].sort());
  });

  it('numbers stay exact: a phone number one digit off, or a postcode with another digit, finds nobody', () => {
    expect(find('087 123 4567')).toEqual(['Liam Murphy']);
    expect(find('087 123 4568')).toEqual([]);
    expect(find('871294567')).toEqual([]);
    expect(find('T12X2E5')).toEqual([]);
  });
});
