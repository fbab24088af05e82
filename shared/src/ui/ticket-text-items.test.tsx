import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { TICKET_TITLE_MAX_LENGTH } from '../contracts/index.js';
import { TicketTextItems } from './ticket-text-items.js';

function NewTicket({ onFinish, onSubmitShortcut }: { onFinish: (values: unknown) => void; onSubmitShortcut: () => void }) {
  return (
    <Form onFinish={onFinish}>
      <TicketTextItems
        testId="new"
        title={{ label: 'Title', placeholder: 'What happened?' }}
        description={{ label: 'Description', placeholder: 'Tell us more' }}
        requiredMessage={(label) => `${label} is required`}
        onSubmitShortcut={onSubmitShortcut}
      />
      <button type="submit">Send</button>
    </Form>
  );
}

it('asks for a title and a description that are not blank, within the server\'s limits', async () => {
  const onFinish = jest.fn();
  render(<NewTicket onFinish={onFinish} onSubmitShortcut={jest.fn()} />);
  expect(screen.getByTestId('new-title')).toHaveAttribute('maxlength', String(TICKET_TITLE_MAX_LENGTH));
  expect(screen.getByPlaceholderText('Tell us more')).toBe(screen.getByTestId('new-description'));

  await userEvent.type(screen.getByTestId('new-title'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Title is required')).toBeInTheDocument();
  expect(await screen.findByText('Description is required')).toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();

  await userEvent.type(screen.getByTestId('new-title'), 'Late parcel');
  await userEvent.type(screen.getByTestId('new-description'), 'Still waiting');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ title: '   Late parcel', description: 'Still waiting' }));
});

it('offers Ctrl+Enter and Cmd+Enter in the description as the submit shortcut, and nothing else', () => {
  const onSubmitShortcut = jest.fn();
  render(<NewTicket onFinish={jest.fn()} onSubmitShortcut={onSubmitShortcut} />);
  const description = screen.getByTestId('new-description');
  fireEvent.keyDown(description, { key: 'Enter' });
  expect(onSubmitShortcut).not.toHaveBeenCalled();
  fireEvent.keyDown(description, { key: 'Enter', ctrlKey: true });
  fireEvent.keyDown(description, { key: 'Enter', metaKey: true });
  expect(onSubmitShortcut).toHaveBeenCalledTimes(2);
});
