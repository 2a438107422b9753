import { describe, expect, it } from 'vitest';
import { repairMojibake } from './text-encoding.ts';

describe('repairMojibake', () => {
  it('writes back the accents of names read as Latin-1', () => {
    // As the dataset has it: 'Ã' and a no-break space (the bytes C3 A0 of 'à').
    expect(repairMojibake('Stato della Citt\u00c3\u00a0 del Vaticano')).toBe('Stato della Città del Vaticano');
    expect(repairMojibake('ChÃ¢tillon')).toBe('Châtillon');
    expect(repairMojibake('Monte Di MezzodÃ¬')).toBe('Monte Di Mezzodì');
    expect(repairMojibake('ContÃ')).toBe('Contà');
  });

  it('leaves names that are already right as they are', () => {
    for (const name of ['Città di Castello', 'Forlì', 'Milano', 'Åland', 'Ãrea']) expect(repairMojibake(name)).toBe(name);
  });
});
