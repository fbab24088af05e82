import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.js';
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

describe('ListSearchInput, emptied', () => {
  it('empties at once by its clear button or Escape, searches for everything and keeps the focus in the box', async () => {
    await initI18n();
    const onSearch = jest.fn();
    render(<ListSearchInput value="printer" onSearch={onSearch} label="Search" testId="search" />);
    const box = screen.getByTestId('search');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box).toHaveFocus();
    // Nothing to clear: no button.
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();

    onSearch.mockClear();
    await userEvent.type(box, 'toner');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
