import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListSearchInput, SEARCH_DEBOUNCE_MS } from './list-search-input';

describe('ListSearchInput', () => {
  afterEach(() => jest.useRealTimers());

  it('searches once the typing settles, trimmed, and follows the view when it changes elsewhere', () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    const view = render(<ListSearchInput value="" onSearch={onSearch} label="Search" testId="search" />);
    fireEvent.change(screen.getByTestId('search'), { target: { value: ' prin' } });
    fireEvent.change(screen.getByTestId('search'), { target: { value: ' printer ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('printer');

    // "Clear filters" or Back empties the view's text: the box follows.
    view.rerender(<ListSearchInput value="printer" onSearch={onSearch} label="Search" testId="search" />);
    view.rerender(<ListSearchInput value="" onSearch={onSearch} label="Search" testId="search" />);
    expect(screen.getByTestId('search')).toHaveValue('');
  });
});
