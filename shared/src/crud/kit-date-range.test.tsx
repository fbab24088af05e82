import { fireEvent, render, screen } from '@testing-library/react';
import { KitDateRange } from './kit-date-range';

const renderRange = (from: string | null, to: string | null, onChange = jest.fn()) => {
  const view = render(<KitDateRange label="Created" fromLabel="Created from" toLabel="Created to" from={from} to={to} onChange={onChange} />);
  return { onChange, view, start: screen.getByLabelText('Created from'), end: screen.getByLabelText('Created to') };
};

describe('KitDateRange', () => {
  it('is one named group of two date fields showing the range', () => {
    const { start, end } = renderRange('2026-11-01', null);
    expect(screen.getByRole('group', { name: 'Created' })).toContainElement(start);
    expect(start).toHaveValue('2026-11-01');
    expect(end).toHaveValue('');
    // The calendar offers no end before the start.
    expect(end).toHaveAttribute('min', '2026-11-01');
  });

  it('takes a day only once its year is typed out, and either end may be emptied', () => {
    const { start, end, onChange } = renderRange(null, '2026-11-30');
    for (const typed of ['0002-11-05', '0020-11-05', '0202-11-05']) fireEvent.change(start, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    // What was typed stays in the field meanwhile.
    expect(start).toHaveValue('0202-11-05');
    fireEvent.change(start, { target: { value: '2026-11-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05', '2026-11-30');
    fireEvent.change(end, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05', null);
  });

  it('swaps ends given the wrong way round, and follows the URL when it changes elsewhere', () => {
    const { start, onChange, view } = renderRange(null, '2026-11-10');
    fireEvent.change(start, { target: { value: '2026-11-20' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-10', '2026-11-20');
    // "Clear filters" or Back.
    view.rerender(<KitDateRange label="Created" fromLabel="Created from" toLabel="Created to" from={null} to={null} onChange={onChange} />);
    expect(screen.getByLabelText('Created from')).toHaveValue('');
    expect(screen.getByLabelText('Created to')).toHaveValue('');
  });
});
