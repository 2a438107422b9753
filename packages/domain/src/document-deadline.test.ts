import { describe, expect, it } from 'vitest';
import { documentDeadline, documentStateTone, isRestrictedByDeadline } from './document-deadline.ts';

const opened = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(opened.getTime() + days * 86_400_000);

describe('document deadline', () => {
  it('is due within 30 days, suspended up to 60 days later, then closed', () => {
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: {}, now: at(0) })).toMatchObject({ phase: 'due', daysLeft: 30 });
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: {}, now: at(29.5) })).toMatchObject({ phase: 'due', daysLeft: 1 });
    const s = documentDeadline({ statoConto: 1, openedAt: opened, sides: {}, now: at(30) });
    expect(s).toMatchObject({ phase: 'suspended', daysLeft: 60 });
    expect(isRestrictedByDeadline(s)).toBe(true);
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: {}, now: at(90) }).phase).toBe('closed');
  });

  it('stops while both sides are under review or approved; a refused side restarts it', () => {
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: { fronte: 3, retro: 0 }, now: at(45) }).phase).toBe('submitted');
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: { fronte: 3, retro: 1 }, now: at(45) }).phase).toBe('suspended');
    expect(documentDeadline({ statoConto: 1, openedAt: opened, sides: { fronte: 3 }, now: at(5) }).phase).toBe('due');
  });

  it('applies only to provisional accounts', () => {
    expect(documentDeadline({ statoConto: 2, openedAt: opened, sides: {}, now: at(400) }).phase).toBe('none');
  });

  it('colours 0 success, 3 warning, the rest danger', () => {
    expect([0, 3, 1, 2, 9].map(documentStateTone)).toEqual(['success', 'warning', 'danger', 'danger', 'danger']);
  });
});
