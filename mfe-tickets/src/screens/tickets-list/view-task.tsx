import { useRef, useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKET_VIEW_NAME_MAX_LENGTH, type TicketView } from '@switchboard/shared/contracts';
import { errorBodyOf, useFeedback, useOnceOnMount } from '@switchboard/shared/crud';
import { ticketViewsApi } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

// Apart from the views bar, which draws plain: what is done to a view (a name to give, a deletion to
// confirm, the filters to store) and the toasts that tell how it went, drawn with antd's dialogs. Fetched
// when the agent first reaches for one (the pointer or focus on "Save view" or on a view's "…").

/** What the agent asked to do with the views. */
export type ViewTask = { kind: 'save' } | { kind: 'rename' | 'replace' | 'delete'; view: TicketView };

export interface ViewTaskProps {
  task: ViewTask;
  /** The URL query of the filters on screen (what "save" and "replace" store). */
  current: string;
  /** The task is over (done, failed or cancelled); `changed` when the views must be read again. */
  onClose: (changed: boolean) => void;
}

/** Does `task`: asks for a name or a confirmation first where it needs one, then says how it went. */
export function ViewTaskRunner({ task, current, onClose }: ViewTaskProps) {
  return task.kind === 'save' || task.kind === 'rename' ? (
    <NameDialog view={task.kind === 'rename' ? task.view : undefined} current={current} onClose={onClose} />
  ) : task.kind === 'delete' ? (
    <DeleteDialog view={task.view} onClose={onClose} />
  ) : (
    <ReplaceFilters view={task.view} current={current} onClose={onClose} />
  );
}

/** "Save view" (no `view`) or "Rename": the name, checked here and on the server (one name per agent). */
function NameDialog({ view, current, onClose }: { view?: TicketView; current: string; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const [form] = Form.useForm<{ name: string }>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const changed = useRef(false);

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      if (view) {
        await ticketViewsApi.update(view.id, { name, query: view.query });
        feedback.success(t('views.renamed'));
      } else {
        await ticketViewsApi.create({ name, query: current });
        feedback.success(t('views.saved'));
      }
      changed.current = true;
      setOpen(false);
    } catch (error) {
      const body = errorBodyOf(error);
      if (body?.code === 'CONFLICT' && body.details?.[0]?.field === '/name') form.setFields([{ name: 'name', errors: [t('views.nameTaken')] }]);
      else feedback.failed(error, view ? t('views.renameFailed') : t('views.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={view ? t('views.renameTitle') : t('views.saveTitle')}
      okText={view ? t('views.rename') : t('views.save')}
      cancelText={t('views.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(changed.current)}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'ticket-view-name-ok' } }}
    >
      <Form form={form} layout="vertical" initialValues={{ name: view?.name ?? '' }} onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item
          name="name"
          label={t('views.name')}
          rules={[
            { required: true, whitespace: true, message: t('views.nameRequired') },
            { max: TICKET_VIEW_NAME_MAX_LENGTH, message: t('views.nameTooLong', { max: TICKET_VIEW_NAME_MAX_LENGTH }) },
          ]}
        >
          <Input autoFocus maxLength={TICKET_VIEW_NAME_MAX_LENGTH} data-testid="ticket-view-name" dir="auto" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Delete": only after the agent confirms (antd's confirmation, as elsewhere); the view's link goes from the bar. */
function DeleteDialog({ view, onClose }: { view: TicketView; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  useOnceOnMount(() => {
    let changed = false;
    modal.confirm({
      title: t('views.deleteTitle', { name: view.name }),
      content: t('views.deleteHint'),
      okText: t('views.delete'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'ticket-view-delete-confirm' } },
      cancelText: t('views.cancel'),
      onOk: async () => {
        try {
          await ticketViewsApi.remove(view.id);
          feedback.success(t('views.deleted', { name: view.name }));
          changed = true;
        } catch (error) {
          feedback.failed(error, t('views.deleteFailed'));
        }
      },
      afterClose: () => onClose(changed),
    });
  });
  return null;
}

/** "Show the filters on screen instead": stores them in the view at once, and says so. */
function ReplaceFilters({ view, current, onClose }: { view: TicketView; current: string; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  useOnceOnMount(() => {
    ticketViewsApi.update(view.id, { name: view.name, query: current }).then(
      () => {
        feedback.success(t('views.updated', { name: view.name }));
        onClose(true);
      },
      (error: unknown) => {
        feedback.failed(error, t('views.saveFailed'));
        onClose(false);
      },
    );
  });
  return null;
}
