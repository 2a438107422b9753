import { beforeEach, describe, expect, it } from 'vitest';
import { useModalQueue } from './modal-queue.ts';

describe('modal queue', () => {
  beforeEach(() => useModalQueue.setState({ waiting: [] }));

  it('keeps the defined order whatever the order of the requests', () => {
    const { want } = useModalQueue.getState();
    want('account-status', true);
    want('notice', true);
    want('idle-warning', true);
    expect(useModalQueue.getState().waiting).toEqual(['idle-warning', 'notice', 'account-status']);
  });

  it('passes the turn on when a modal closes, and ignores repeated requests', () => {
    const { want } = useModalQueue.getState();
    want('account-status', true);
    want('notice', true);
    want('notice', true);
    expect(useModalQueue.getState().waiting[0]).toBe('notice');
    want('notice', false);
    expect(useModalQueue.getState().waiting).toEqual(['account-status']);
  });

  it('a page hold keeps the status modal back but not a notice', () => {
    const { want } = useModalQueue.getState();
    want('account-status', true);
    want('page-hold', true);
    expect(useModalQueue.getState().waiting[0]).toBe('page-hold');
    want('notice', true);
    expect(useModalQueue.getState().waiting[0]).toBe('notice');
  });
});
