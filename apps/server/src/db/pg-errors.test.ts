import { describe, expect, it } from 'vitest';
import { isCheckViolation, isRetryableConflict, uniqueViolation } from './pg-errors.ts';

const wrapped = (inner: object) => Object.assign(new Error('query failed'), { cause: Object.assign(new Error('db'), inner) });

describe('PostgreSQL error checks', () => {
  it('find the code through drizzle wrappers', () => {
    expect(isRetryableConflict(wrapped({ code: '40001' }))).toBe(true);
    expect(isRetryableConflict(wrapped({ cause: { code: '40P01' } }))).toBe(true);
    expect(isRetryableConflict(wrapped({ code: '23505' }))).toBe(false);
    expect(isCheckViolation({ code: '23514' })).toBe(true);
    expect(isCheckViolation(new Error('x'))).toBe(false);
  });
  it('name the violated unique constraint', () => {
    expect(uniqueViolation(wrapped({ code: '23505', constraint: 'users_username_lower' }))).toBe('users_username_lower');
    expect(uniqueViolation({ code: '23505', message: 'duplicate key' })).toBe('duplicate key');
    expect(uniqueViolation({ code: '23505' })).toBe('');
    expect(uniqueViolation({ code: '23514' })).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
