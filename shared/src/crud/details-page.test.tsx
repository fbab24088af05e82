import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { renderInKitFrame } from '../test-utils/index.js';
import { DetailsPage, useDetailsRecord, useSave } from './details-page';

interface Fruit {
  id: string;
  name: string;
}

const failure = (status: number, data: unknown) => ({ response: { status, data } });

function FruitDetails(props: { id?: string; load: (id: string) => Promise<Fruit>; send: (name: string) => Promise<Fruit>; remove?: () => Promise<unknown>; explain?: (error: unknown) => boolean }) {
  const { state, reload } = useDetailsRecord(props.id, props.load);
  const [form] = Form.useForm<{ name: string }>();
  const save = useSave();
  const onSave = () =>
    void save.run({ form, fields: ['name'], send: () => props.send(form.getFieldValue('name')), messages: { saved: 'Fruit saved', failed: 'Fruit not saved' } });
  return (
    <DetailsPage<Fruit>
      state={state}
      onRetry={reload}
      title="Fruit"
      listPath="/fruit"
      texts={{ notFound: 'No such fruit', loadFailed: 'Fruit could not be loaded', backToList: 'Back to the fruit' }}
      isDirty={() => form.isFieldsTouched()}
      save={{ onSave, saving: save.saving, testId: 'fruit-save' }}
      remove={
        props.remove
          ? { label: 'Delete', confirmTitle: 'Delete this fruit?', run: props.remove, deleted: 'Fruit deleted', failed: 'Fruit not deleted', explain: props.explain, testId: 'fruit-delete' }
          : undefined
      }
      headerTestId="fruit-header"
      summary={(fruit) => (fruit ? <p>Picked {fruit.name}</p> : null)}
    >
      {(fruit) => (
        <Form form={form} initialValues={{ name: fruit?.name ?? '' }}>
          <Form.Item name="name" label="Name">
            <Input data-testid="fruit-name" />
          </Form.Item>
        </Form>
      )}
    </DetailsPage>
  );
}

const never = () => new Promise<Fruit>(() => undefined);

describe('DetailsPage', () => {
  it('opens "new" without loading, and puts the API validation details on the fields', async () => {
    const load = jest.fn(never);
    const send = jest.fn().mockRejectedValue(failure(400, { code: 'VALIDATION_FAILED', details: [{ field: '/name', message: 'is too short' }] }));
    await renderInKitFrame(<FruitDetails load={load} send={send} />, '/fruit/new');
    await userEvent.type(await screen.findByTestId('fruit-name'), 'A');
    await userEvent.click(screen.getByTestId('fruit-save'));
    expect(await screen.findByText('is too short')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    expect(screen.getByTestId('fruit-name')).toHaveValue('A');
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the record does not exist, and offers a retry when loading failed', async () => {
    await renderInKitFrame(<FruitDetails id="x" load={() => Promise.reject(failure(404, {}))} send={never} />, '/fruit/x');
    expect(await screen.findByText('No such fruit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the fruit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit');
  });

  it('reloads after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(failure(500, {})).mockResolvedValue({ id: 'a', name: 'Apple' });
    await renderInKitFrame(<FruitDetails id="a" load={load} send={never} />, '/fruit/a');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('fruit-header')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('fruit-name')).toHaveValue('Apple');
    // The header area holds the title and the record's summary once it is shown.
    expect(screen.getByTestId('fruit-header')).toHaveTextContent('Fruit');
    expect(screen.getByTestId('fruit-header')).toHaveTextContent('Picked Apple');
  });

  it('asks before Cancel drops typed input, and deletes only after confirmation', async () => {
    const remove = jest.fn(() => Promise.resolve(true));
    await renderInKitFrame(<FruitDetails id="a" load={() => Promise.resolve({ id: 'a', name: 'Apple' })} send={never} remove={remove} />, '/fruit/a');
    await userEvent.type(await screen.findByTestId('fruit-name'), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/a');

    await userEvent.click(screen.getByTestId('fruit-delete'));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByTestId('fruit-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit$/));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Fruit deleted')).toBeInTheDocument();
  });

  it('stays on a failed delete: a generic toast, unless the screen explains the failure itself', async () => {
    const remove = jest.fn().mockRejectedValueOnce(failure(500, {})).mockRejectedValueOnce(failure(409, {}));
    const explain = jest.fn((error: unknown) => (error as ReturnType<typeof failure>).response.status === 409);
    await renderInKitFrame(<FruitDetails id="a" load={() => Promise.resolve({ id: 'a', name: 'Apple' })} send={never} remove={remove} explain={explain} />, '/fruit/a');

    await userEvent.click(await screen.findByTestId('fruit-delete'));
    await userEvent.click(await screen.findByTestId('fruit-delete-confirm'));
    expect(await screen.findByText('Fruit not deleted')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('fruit-delete'));
    await userEvent.click((await screen.findAllByTestId('fruit-delete-confirm')).at(-1)!);
    await waitFor(() => expect(explain).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText('Fruit not deleted')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/a');
    expect(screen.queryByText('Fruit deleted')).not.toBeInTheDocument();
  });
});
