// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ROUND_STAKES } from '@betsite/contract/games-rules';
import { formatCents } from '../../../lib/format.ts';
import { StakeSelect } from './stake-select.tsx';

afterEach(cleanup);

describe('stake select', () => {
  it('ties the label to the select, lists the stakes in euros and answers with cents', () => {
    const onChange = vi.fn();
    render(<StakeSelect id="test-stake" value={ROUND_STAKES[2]} onChange={onChange} disabled={false} />);
    const select = screen.getByLabelText('Puntata') as HTMLSelectElement;
    expect(select.id).toBe('test-stake');
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(ROUND_STAKES.map((c) => formatCents(c)));
    expect(select.value).toBe(String(ROUND_STAKES[2]));
    fireEvent.change(select, { target: { value: String(ROUND_STAKES[0]) } });
    expect(onChange).toHaveBeenCalledWith(ROUND_STAKES[0]);
    expect(typeof onChange.mock.calls[0]![0]).toBe('number');
  });

  it('is disabled while a round is in flight', () => {
    render(<StakeSelect id="test-stake" value={ROUND_STAKES[2]} onChange={() => {}} disabled />);
    expect((screen.getByLabelText('Puntata') as HTMLSelectElement).disabled).toBe(true);
  });
});
