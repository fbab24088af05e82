import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.js';
import { KitPickList, KitSegmented, KitSelect, type KitPickOption } from './kit-pick-list';

const STATUSES: KitPickOption<string>[] = [
  { value: 'open', label: 'Open', color: '#1677ff' },
  { value: 'pending', label: 'Pending' },
  { value: 'resolved', label: 'Résolu' },
];

/** The pick list as a screen holds it: the chosen values in state, each change recorded. */
function Held({ initial = [], searchable = true, onChange = () => {} }: { initial?: string[]; searchable?: boolean; onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <KitPickList
        testId="status"
        label="Status"
        value={value}
        options={STATUSES}
        searchable={searchable}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

beforeAll(() => initI18n());

describe('KitPickList', () => {
  it('opens from the keyboard, narrows the choices as one types (case and accents aside), picks several and stays open', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    render(<Held onChange={(value) => changes.push(value)} />);
    const box = screen.getByRole('button', { name: 'Status' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search Status' });
    expect(search).toHaveFocus();

    await user.keyboard('resolu');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Résolu']);
    await user.keyboard('{Enter}');
    expect(changes).toEqual([['resolved']]);

    await user.clear(search);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    // Down to Pending (the first choice is where it starts), picked; still open, both marked.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual(['resolved', 'pending']);
    expect(screen.getByRole('listbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['Pending', 'Résolu']);

    await user.keyboard('zeppelin');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('listbox')).toHaveTextContent('No matches');
  });

  it('shows the first chosen name and how many more, names them all to assistive technology, and clears at once', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    render(<Held initial={['pending', 'open']} onChange={(value) => changes.push(value)} />);
    const root = screen.getByTestId('status');
    expect(within(root).getByRole('button', { name: 'Status: Pending, Open' })).toHaveTextContent('Pending+1');
    await user.click(screen.getByRole('button', { name: 'Clear Status' }));
    expect(changes).toEqual([[]]);
    expect(within(root).getByRole('button', { name: 'Status' })).toHaveTextContent('Status');
    expect(screen.queryByRole('button', { name: 'Clear Status' })).not.toBeInTheDocument();
  });

  it('closes on Escape (the focus back on the box, nothing around it told), on a press outside and when the focus leaves', async () => {
    const user = userEvent.setup();
    // A drawer or dialog around the list listens on the document.
    const outer = jest.fn((event: KeyboardEvent) => event.key);
    document.addEventListener('keydown', outer);
    render(<Held searchable={false} />);
    const box = screen.getByRole('button', { name: 'Status' });
    await user.click(box);
    // Without a search box the list itself has the focus, and Space picks there.
    const list = screen.getByRole('listbox', { name: 'Status' });
    expect(list).toHaveFocus();
    await user.keyboard('{End} ');
    expect(box).toHaveAccessibleName('Status: Résolu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(outer.mock.results.map((result) => result.value)).not.toContain('Escape');
    document.removeEventListener('keydown', outer);

    await user.click(box);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(box);
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says the choices are loading while they are on their way', async () => {
    const user = userEvent.setup();
    render(<KitPickList label="Category" value={[]} options={[]} loading onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Category' }));
    expect(screen.getByRole('listbox', { name: 'Category' })).toHaveTextContent('Loading…');
  });
});

describe('KitSelect', () => {
  it('takes one value or none: its first line names the filter and clears it', () => {
    const onChange = jest.fn();
    render(<KitSelect label="Service level" value="breached" options={[{ value: 'breached', label: 'Breached' }, { value: 'dueSoon', label: 'Breaching soon' }]} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Service level' });
    expect(select).toHaveValue('breached');
    fireEvent.change(select, { target: { value: 'dueSoon' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['dueSoon'], [null]]);
  });
});

describe('KitSegmented', () => {
  function HeldSegments() {
    const [value, setValue] = useState<'all' | 'active' | 'inactive'>('all');
    return (
      <KitSegmented
        label="Status"
        value={value}
        onChange={setValue}
        options={[
          { value: 'all', label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
    );
  }

  it('is one stop in the tab order, the chosen value; Arrow keys, Home and End choose and move the focus', async () => {
    const user = userEvent.setup();
    render(<HeldSegments />);
    const group = within(screen.getByRole('radiogroup', { name: 'Status' }));
    await user.tab();
    expect(group.getByRole('radio', { name: 'All' })).toHaveFocus();
    expect(group.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    await user.keyboard('{ArrowRight}');
    expect(group.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(group.getByRole('radio', { name: 'Active' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(group.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    // Past the last, back to the first.
    await user.keyboard('{ArrowDown}');
    expect(group.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(group.getByRole('radio', { name: 'Inactive' }));
    expect(group.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(group.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
  });
});
