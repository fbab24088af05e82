import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { renderInKitFrame } from '../test-utils/index.js';
import { FormModal } from './form-modal';

const failure = (status: number, data: unknown) => ({ response: { status, data } });

function NewFruit({ send, onDone }: { send: (name: string) => Promise<string>; onDone: (name: string) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormModal<{ name: string }, string>
      open
      title="New fruit"
      okText="Create"
      cancelText="Cancel"
      okTestId="fruit-create"
      form={form}
      initialValues={{ name: '' }}
      send={(values) => send(values.name)}
      onDone={onDone}
      onClose={() => undefined}
      fieldErrors={(error) => {
        if ((error as { response?: { status?: number } }).response?.status !== 409) return false;
        form.setFields([{ name: 'name', errors: ['That fruit exists'] }]);
        return true;
      }}
      failedText="Fruit not created"
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name it' }]}>
        <Input data-testid="fruit-name" />
      </Form.Item>
    </FormModal>
  );
}

it('checks the fields, sends, and hands over the answer', async () => {
  const send = jest.fn(async (name: string) => `${name}!`);
  const onDone = jest.fn();
  await renderInKitFrame(<NewFruit send={send} onDone={onDone} />);
  const user = userEvent.setup();
  await user.click(screen.getByTestId('fruit-create'));
  expect(await screen.findByText('Name it')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
  await user.type(screen.getByTestId('fruit-name'), 'Kiwi');
  await user.click(screen.getByTestId('fruit-create'));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('Kiwi!'));
  expect(screen.getByTestId('fruit-name')).toHaveValue('');
});

it('puts a refusal beside its field, and any other failure in a toast', async () => {
  const send = jest.fn().mockRejectedValueOnce(failure(409, { code: 'CONFLICT' })).mockRejectedValueOnce(failure(500, { message: 'Down' }));
  await renderInKitFrame(<NewFruit send={send} onDone={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByTestId('fruit-name'), 'Kiwi');
  await user.click(screen.getByTestId('fruit-create'));
  expect(await screen.findByText('That fruit exists')).toBeInTheDocument();
  expect(screen.queryByText('Fruit not created')).not.toBeInTheDocument();
  await user.click(screen.getByTestId('fruit-create'));
  expect(await screen.findByText('Fruit not created')).toBeInTheDocument();
  expect(screen.getByTestId('fruit-name')).toHaveValue('Kiwi');
});
