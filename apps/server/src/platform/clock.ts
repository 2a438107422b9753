/** Injected time source so tests can move time (code expiry, idle revocation, throttle windows). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
