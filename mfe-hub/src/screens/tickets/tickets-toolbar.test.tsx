import { screen } from '@testing-library/react';
import { renderHub } from '../../test-support';
import { NO_FILTERS } from './ticket-filters';
import { TicketsToolbar } from './tickets-toolbar';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
const initialWidth = window.innerWidth;
afterEach(() => setWidth(initialWidth));

const renderToolbar = () =>
  renderHub('/hub/tickets', {
    '/hub/tickets': <TicketsToolbar filters={NO_FILTERS} onFiltersChange={() => undefined} layout="list" onLayoutChange={() => undefined} />,
  });

const itemOf = (label: string) => screen.getByText(label).closest('.ant-segmented-item') as HTMLElement;
const labelOf = (label: string) => screen.getByText(label).closest('.ant-segmented-item-label') as HTMLElement;

it('at 375 px lets "In Progress" take the room it needs and wrap between words instead of clipping it', async () => {
  setWidth(375);
  await renderToolbar();
  // Not four equal quarters: each item is at least as wide as its longest word and grows from its content.
  expect(itemOf('In Progress')).toHaveStyle({ flex: '1 1 auto', minWidth: 'min-content' });
  expect(labelOf('In Progress')).toHaveStyle({ whiteSpace: 'normal', textOverflow: 'clip', overflow: 'visible' });
  expect(labelOf('All')).toHaveStyle({ whiteSpace: 'normal' });
});

it('keeps the one-line filter on wide screens', async () => {
  setWidth(1280);
  await renderToolbar();
  expect(labelOf('In Progress')).not.toHaveStyle({ whiteSpace: 'normal' });
});
