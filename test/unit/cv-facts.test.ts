/**
 * The one CV fact finder (functions/contract/cv-facts.ts) on the cases issue 14 reported: phone
 * numbers read from dates, grades, ids and e-mail addresses, foreign numbers given +353, a CV
 * builder's footer number, headings taken as the name, and a full-width colon before an e-mail.
 */
import { describe, expect, it } from 'vitest';
import { findCvFacts, findEmails, findLinks, findName, findPhones } from '../../functions/contract/cv-facts';

const e164 = (text: string) => findPhones(text).map((p) => p.e164);

describe('findPhones', () => {
  it('reads an Irish national number as +353, with both displays', () => {
    expect(findPhones('Tel: 087 123 4567')).toEqual([
      {
        e164: '+353871234567',
        national: '087 123 4567',
        international: '+353 87 123 4567',
        country: 'IE',
        callingCode: '+353',
        nationalNumber: '871234567',
      },
    ]);
  });

  it("keeps a number's own country code", () => {
    expect(findPhones('Phone +44 20 7946 0958')[0]).toMatchObject({ e164: '+442079460958', country: 'GB' });
    expect(findPhones('Mobile: +91 98765 43210')[0]).toMatchObject({ e164: '+919876543210', country: 'IN' });
    expect(e164('Tel: 0044 20 7946 0958')).toEqual(['+442079460958']);
  });

  it('reads a national number in the country the CV names', () => {
    expect(e164('Emily Chen\nSan Francisco, CA, USA\n(415) 555-2671')).toEqual(['+14155552671']);
    // The same digits in a CV that names no other country are not an Irish number.
    expect(e164('(415) 555-2671')).toEqual([]);
    // An Irish number in a CV that also names the US stays Irish.
    expect(e164('Worked in Boston, USA\nTel: 087 123 4567')).toEqual(['+353871234567']);
  });

  it('never takes dates, year ranges or grades', () => {
    expect(e164('BSc, UCC, 2019-2023\n2019 – 2023\n01/09/2019 - 31/05/2023\n2020.01.15')).toEqual([]);
    expect(e164('GPA 3.8/4.0, grade 1.1, H1 625 points')).toEqual([]);
  });

  it('never takes identifiers after their label', () => {
    expect(e164('Student ID: 118234567\nPPS No. 1234567T\nLicence number 0871234567')).toEqual([]);
  });

  it('never takes digits inside an e-mail address or a link', () => {
    expect(e164('aoife0871234567@example.ie\nhttps://example.ie/0871234567')).toEqual([]);
  });

  it("ignores the number on a CV builder's footer line", () => {
    const cv =
      'Tel: 087 123 4567\nCreated with CVBuilder - support +1 800 555 0199\nPowered by Zety 1-800-555-0199';
    expect(e164(cv)).toEqual(['+353871234567']);
  });

  it('lists each number once, in text order', () => {
    expect(e164('+44 20 7946 0958\nTel: 087 123 4567\nMobile 0871234567')).toEqual([
      '+442079460958',
      '+353871234567',
    ]);
  });
});

describe('findPhones in the writings of issue 37', () => {
  it('reads national numbers in the country the address, language or e-mail names', () => {
    expect(e164('Rahul Sharma\nBangalore, Karnataka\nContact No.: 9876543210')).toEqual(['+919876543210']);
    expect(e164('Juan Pérez\nLima, Perú\nCelular: 987 654 321')).toEqual(['+51987654321']);
    expect(e164('Jane Doe\nSeattle, WA\n206-555-0143')).toEqual(['+12065550143']);
    expect(e164('Nguyễn Văn An\nHà Nội\nĐiện thoại: 0912 345 678')).toEqual(['+84912345678']);
    expect(e164('李明\n北京\n手机：138 0013 8000')).toEqual(['+8613800138000']);
    expect(e164('Ana Ruiz\nana.ruiz@example.com.pe\n987 654 321')).toEqual(['+51987654321']);
  });

  it('reads a calling code in parentheses or without its plus', () => {
    expect(e164('Matti Virtanen\n(+358) 40 123 4567')).toEqual(['+358401234567']);
    expect(e164('Tan Wei Ming\nSingapore\n65-9123 4567')).toEqual(['+6591234567']);
  });

  it('reads several numbers on one line', () => {
    expect(e164('Delhi, India\nPhone: 98765 43210, 91234 56789')).toEqual(['+919876543210', '+919123456789']);
  });

  it('takes the typed phone as evidence, and leaves a number no country decides as written', () => {
    expect(findPhones('Mobile: 987 654 321', { typedCallingCode: '+51' })[0]?.e164).toBe('+51987654321');
    // Spanish is written in Spain and in Peru, where these digits are both valid: no guess.
    const facts = findCvFacts('EXPERIENCIA\nCelular: 987 654 321');
    expect(facts.phones).toEqual([]);
    expect(facts.undecidedPhones).toEqual(['987 654 321']);
  });

  it("ignores a referee's number", () => {
    expect(e164('Tel: 087 123 4567\nREFERENCES\nDr. Mary Smith, UCC\n+353 21 490 3000')).toEqual([
      '+353871234567',
    ]);
    expect(e164('Tel: 087 123 4567\nReferee: John Kelly, +353 86 765 4321')).toEqual(['+353871234567']);
  });

  it("ignores a recruiter's footer and a page footer", () => {
    expect(e164('Tel: 087 123 4567\nPresented by Acme Recruitment, +353 21 490 1234\nPage 1 of 2')).toEqual([
      '+353871234567',
    ]);
  });
});

describe('findEmails', () => {
  it('reads an address after a full-width colon, lower-cased', () => {
    expect(findEmails('E-mail：Raj.Patel@Example.in')).toEqual(['raj.patel@example.in']);
  });

  it('reads full-width @ and mailto:, each address once', () => {
    expect(findEmails('aoife＠example.ie | mailto:aoife@example.ie; backup: a.m@example.com.')).toEqual([
      'aoife@example.ie',
      'a.m@example.com',
    ]);
  });
});

describe('findName', () => {
  it('never takes a heading', () => {
    expect(findName('CURRICULUM VITAE\nCAREER OBJECTIVE\nAoife Murphy')).toBe('Aoife Murphy');
    expect(findName('Personal Profile\nContact Details\nSeán Ó Súilleabháin')).toBe('Seán Ó Súilleabháin');
    expect(findName('RESUME\nCAREER OBJECTIVE\nTo join a team.')).toBeUndefined();
  });

  it('never takes a heading, a job title or a sentence (issue 37)', () => {
    expect(findName('Academic qualification\nRahul Sharma\nrahul@example.com')).toBe('Rahul Sharma');
    expect(findName('Data Scientist\nPriya Nair\npriya@example.in')).toBe('Priya Nair');
    expect(findName('BASIC ACADEMIC CREDENTIALS\nB.Tech 2020\nWei Zhang\nPhone: 138 0013 8000')).toBe(
      'Wei Zhang',
    );
    expect(findName('Cloud Engineer\nTan Wei Ming\nSingapore')).toBe('Tan Wei Ming');
    expect(findName('Seeking a challenging role in a growing company\nNguyễn Văn An\nan@example.vn')).toBe(
      'Nguyễn Văn An',
    );
    expect(findName('Hoja de Vida\nDatos personales\nNombre: María López')).toBe('María López');
    expect(findName('个人简历\n李明\n手机：138 0013 8000')).toBe('李明');
  });

  it('reads a name that shares its line with a title or contacts', () => {
    expect(findName('RAHUL SHARMA | Data Scientist | rahul@example.com | +91 98765 43210')).toBe(
      'Rahul Sharma',
    );
    expect(findName('Aoife Murphy – Software Developer')).toBe('Aoife Murphy');
  });

  it('never takes a list of languages, an organisation or a place for the name', () => {
    expect(findName('English Hindi Tamil\nRahul Sharma\nrahul@example.com')).toBe('Rahul Sharma');
    expect(findName('Acme Technologies Pvt Ltd\nPriya Nair\npriya@example.in')).toBe('Priya Nair');
    expect(findName('Bengaluru Karnataka\nArjun Menon\narjun@example.in')).toBe('Arjun Menon');
    expect(findName('Ho Chi Minh City\nTrần Thu Trang\ntrang@example.vn')).toBe('Trần Thu Trang');
  });

  it('shows a name in capitals in title case', () => {
    expect(findName("MARY-KATE O'BRIEN\nPhone: 087 123 4567")).toBe("Mary-Kate O'Brien");
    expect(findName('JUAN DE LA CRUZ\nLima, Perú')).toBe('Juan de la Cruz');
  });

  it('prefers a labelled name', () => {
    expect(findName('Software Developer Profile\nName: Mary-Kate O’Brien')).toBe('Mary-Kate O’Brien');
  });
});

describe('findLinks', () => {
  it('normalizes LinkedIn and GitHub, and takes the first other site as the portfolio', () => {
    expect(
      findLinks('linkedin.com/in/aoife-murphy | github.com/aoifem | https://aoife.dev/work\nwww.gmail.com'),
    ).toEqual({
      linkedin: 'https://www.linkedin.com/in/aoife-murphy',
      github: 'https://github.com/aoifem',
      portfolio: 'https://aoife.dev/work',
    });
  });

  it("skips a CV builder's link", () => {
    expect(findLinks('Made with Kickresume https://kickresume.example.org')).toEqual({});
  });
});

describe('findCvFacts', () => {
  it('answers empty lists for an empty text', () => {
    expect(findCvFacts('')).toEqual({
      name: undefined,
      emails: [],
      phones: [],
      undecidedPhones: [],
      links: {},
      skills: [],
    });
  });
});
