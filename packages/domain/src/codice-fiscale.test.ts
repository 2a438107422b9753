import { describe, expect, it } from 'vitest';
import {
  checkCharacter,
  decodeCodiceFiscale,
  generateCodiceFiscale,
  isValidCodiceFiscale,
  nameCode,
  normaliseOmocode,
  omocodeVariants,
  personMatches,
  sameCodiceFiscale,
  surnameCode,
  verifyAgainstPerson,
} from './codice-fiscale.ts';

// Public textbook examples (tax-office and encyclopaedia examples) and codes checked against an
// independent implementation; every name here is fictitious or public.
const CASES = [
  {
    nome: 'Mario',
    cognome: 'Rossi',
    sesso: 'M',
    dataNascita: '1985-12-10',
    codiceCatastale: 'A562',
    cf: 'RSSMRA85T10A562S',
  },
  {
    nome: 'Matteo',
    cognome: 'Moretti',
    sesso: 'M',
    dataNascita: '1925-04-09',
    codiceCatastale: 'F205',
    cf: 'MRTMTT25D09F205Z',
  },
  {
    nome: 'Anna Maria',
    cognome: "Dell'Acqua",
    sesso: 'F',
    dataNascita: '2000-01-01',
    codiceCatastale: 'H501',
    cf: 'DLLNMR00A41H501S',
  },
  {
    nome: 'Nicolò',
    cognome: 'Fò',
    sesso: 'M',
    dataNascita: '1972-07-31',
    codiceCatastale: 'F839',
    cf: 'FOXNCL72L31F839Z',
  }, // accented vowels count as plain vowels,
  {
    nome: 'Gianfrancesco',
    cognome: 'Li',
    sesso: 'F',
    dataNascita: '1996-02-29',
    codiceCatastale: 'L219',
    cf: 'LIXGFR96B69L219J',
  },
  {
    nome: 'Ugo',
    cognome: 'Ai',
    sesso: 'M',
    dataNascita: '1955-05-05',
    codiceCatastale: 'A662',
    cf: 'AIXGUO55E05A662G',
  },
  {
    nome: 'John',
    cognome: 'Smith',
    sesso: 'M',
    dataNascita: '1990-03-03',
    codiceCatastale: 'Z404',
    cf: 'SMTJHN90C03Z404X',
  },
] as const;

describe('codice fiscale generation', () => {
  it.each(CASES)('generates $cf', (c) => {
    expect(generateCodiceFiscale(c)).toBe(c.cf);
  });

  it('applies the surname rule: consonants, vowels, then X', () => {
    expect(surnameCode('Rossi')).toBe('RSS');
    expect(surnameCode('Fo')).toBe('FOX');
    expect(surnameCode('Ai')).toBe('AIX');
    expect(surnameCode('De Luca')).toBe('DLC');
    expect(surnameCode("D'Angelo")).toBe('DNG');
  });

  it('applies the name rule: 1st, 3rd and 4th consonant when there are four or more', () => {
    expect(nameCode('Gianfrancesco')).toBe('GFR');
    expect(nameCode('Mario')).toBe('MRA');
    expect(nameCode('Matteo')).toBe('MTT');
    expect(nameCode('Ugo')).toBe('GUO');
    expect(nameCode('Luca')).toBe('LCU');
    expect(nameCode('Eva')).toBe('VEA');
  });

  it('uses the month letters and adds 40 to the day for women', () => {
    expect(
      generateCodiceFiscale({
        nome: 'Maria',
        cognome: 'Rossi',
        sesso: 'F',
        dataNascita: '1985-12-10',
        codiceCatastale: 'A562',
      })!.slice(6, 11),
    ).toBe('85T50');
    expect(
      generateCodiceFiscale({
        nome: 'Maria',
        cognome: 'Rossi',
        sesso: 'M',
        dataNascita: '1985-06-01',
        codiceCatastale: 'A562',
      })!.slice(6, 11),
    ).toBe('85H01');
  });

  it('refuses an impossible date or a malformed cadastral code', () => {
    expect(
      generateCodiceFiscale({
        nome: 'A',
        cognome: 'B',
        sesso: 'M',
        dataNascita: '1990-02-30',
        codiceCatastale: 'H501',
      }),
    ).toBeNull();
    expect(
      generateCodiceFiscale({
        nome: 'A',
        cognome: 'B',
        sesso: 'M',
        dataNascita: '1990-02-10',
        codiceCatastale: 'EE',
      }),
    ).toBeNull();
  });
});

describe('check character', () => {
  it.each(CASES)('computes the check character of $cf', ({ cf }) => {
    expect(checkCharacter(cf.slice(0, 15))).toBe(cf[15]);
  });

  it('rejects a code with a wrong check character or wrong shape', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidCodiceFiscale('')).toBe(false);
  });
});

describe('omocodia', () => {
  it('produces the seven variants right to left with their own check character', () => {
    const v = omocodeVariants('RSSMRA85T10A562S');
    expect(v).toEqual(
      ['RSSMRA85T10A56NH', 'RSSMRA85T10A5SNE', 'RSSMRA85T10ARSNX', 'RSSMRA85T1LARSNI', 'RSSMRA85TMLARSNT', 'RSSMRA8RTMLARSNV', 'RSSMRAURTMLARSNS'].map(
        (c) => c.slice(0, 15) + checkCharacter(c.slice(0, 15)),
      ),
    );
    expect(v[0]).toBe('RSSMRA85T10A56NH');
    for (const code of v) expect(isValidCodiceFiscale(code)).toBe(true);
  });

  it('normalises an omocode back to the base code and treats both as the same person', () => {
    expect(normaliseOmocode('RSSMRAURTMLARSNS'.slice(0, 15) + checkCharacter('RSSMRAURTMLARSN'))).toBe('RSSMRA85T10A562S');
    expect(sameCodiceFiscale('RSSMRA8RT10A562E', 'RSSMRA85T10A562S')).toBe(true);
    expect(sameCodiceFiscale('RSSMRA85T10A562S', 'RSSMRA85T11A562R')).toBe(false);
  });

  it('accepts an omocode variant as matching the person', () => {
    const person = {
      nome: 'Mario',
      cognome: 'Rossi',
      sesso: 'M' as const,
      dataNascita: '1985-12-10',
      codiceCatastale: 'A562',
    };
    expect(verifyAgainstPerson('RSSMRA85T10A56NH', person)).toEqual({
      ok: true,
    });
  });
});

describe('decoding', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  it('decodes birth date, sex and place of a man born in Italy', () => {
    expect(decodeCodiceFiscale('RSSMRA85T10A562S', today)).toEqual({
      fiscalCode: 'RSSMRA85T10A562S',
      bornDate: '1985-12-10',
      sex: 'M',
      catastale: 'A562',
      estero: false,
      expirationDate: '2036-12-31',
    });
  });
  it('decodes a woman (day + 40) and reads a year that would mean a minor as the previous century', () => {
    expect(decodeCodiceFiscale('DLLNMR00A41H501S', today)).toMatchObject({
      bornDate: '2000-01-01',
      sex: 'F',
    });
    expect(decodeCodiceFiscale('MRTMTT25D09F205Z', today)).toMatchObject({
      bornDate: '1925-04-09',
      sex: 'M',
      catastale: 'F205',
    });
    expect(decodeCodiceFiscale('MRTMTT25D09F205Z', today, 0)).toMatchObject({
      bornDate: '2025-04-09',
    });
  });
  it('decodes a foreign birth (Z code)', () => {
    expect(decodeCodiceFiscale('SMTJHN90C03Z404X', today)).toMatchObject({
      bornDate: '1990-03-03',
      catastale: 'Z404',
      estero: true,
    });
  });
  it('decodes an omocode', () => {
    expect(decodeCodiceFiscale('RSSMRAURTMLARSNS'.slice(0, 15) + checkCharacter('RSSMRAURTMLARSN'), today)).toMatchObject({
      bornDate: '1985-12-10',
      catastale: 'A562',
    });
  });
  it('fails on an invalid code or an impossible date', () => {
    expect(decodeCodiceFiscale('RSSMRA85T10A562X', today)).toBeNull();
    const bad = 'RSSMRA85B31A562';
    expect(decodeCodiceFiscale(bad + checkCharacter(bad), today)).toBeNull();
  });
});

describe('verification against the personal data', () => {
  const person = {
    nome: 'Mario',
    cognome: 'Rossi',
    sesso: 'M' as const,
    dataNascita: '1985-12-10',
    codiceCatastale: 'A562',
  };
  it('suggests the generated code when the typed one differs', () => {
    expect(verifyAgainstPerson('RSSMRA85T10A562S', person)).toEqual({
      ok: true,
    });
    expect(verifyAgainstPerson('RSSMRA85T11A562R', person)).toEqual({
      ok: false,
      suggestion: 'RSSMRA85T10A562S',
    });
    expect(verifyAgainstPerson('garbage', person)).toEqual({
      ok: false,
      suggestion: 'RSSMRA85T10A562S',
    });
  });
  it('matches name, surname, date and sex regardless of place', () => {
    expect(personMatches('RSSMRA85T10H501X'.slice(0, 15) + checkCharacter('RSSMRA85T10H501'), person)).toBe(true);
    expect(personMatches('RSSMRA85T10A562S', { ...person, sesso: 'F' })).toBe(false);
    expect(personMatches('RSSMRA85T10A562S', { ...person, nome: 'Luigi' })).toBe(false);
  });
});
