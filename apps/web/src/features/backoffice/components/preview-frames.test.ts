import { describe, expect, it } from 'vitest';
import { frameScale } from './preview-frames.tsx';

describe('the preview frames on a narrow back office', () => {
  const desktop = { width: 1366, scale: 0.32 };
  const phone = { width: 390, scale: 0.5 };
  it('keep their own scale where there is room, and before the room is measured', () => {
    expect(frameScale(desktop, 1000)).toBe(0.32);
    expect(frameScale(phone, 1000)).toBe(0.5);
    expect(frameScale(desktop, null)).toBe(0.32);
  });
  it('scale down to the width there is, border included, so the 1366 px page is not cut off on a phone', () => {
    const room = 342;
    const s = frameScale(desktop, room);
    expect(1366 * s + 2).toBeCloseTo(room);
    expect(frameScale(phone, room)).toBe(0.5);
  });
});
