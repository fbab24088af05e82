import { Suspense, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { App, Button, Form, Input, Modal, theme } from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TICKET_VIEW_NAME_MAX_LENGTH, isFinishedKind, type TicketView } from '@switchboard/shared/contracts';
import { errorBodyOf, useFeedback, useIsMobile } from '@switchboard/shared/crud';
import { ticketViewsApi } from '../../api';
import { useStatuses } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { ChunkErrorBoundary, lazyChunk } from '@switchboard/shared/ui';
import { TICKET_LIST, type ListQuery } from './list-query';
import type { NameDialogState } from './view-actions';

const ViewActions = lazyChunk(() => import('./view-actions').then((module) => ({ default: module.ViewActions })));

/** The URL query (no `?`) of a view, on its first page: what a saved view stores and what marks it as the one on screen. */
export function viewQuery(view: ListQuery): string {
  return TICKET_LIST.serialise({ ...view, page: 1 }).replace(/^\?/, '');
}

const withFilters = (filters: Partial<ListQuery>) => viewQuery({ ...TICKET_LIST.empty, ...filters });

interface NamedView {
  key: string;
  name: string;
  query: string;
  saved?: TicketView;
}

/** The agent's saved views: loaded once (when `enabled`), changed through the api, kept in name order. */
function useSavedViews(enabled: boolean) {
  const [views, setViews] = useState<TicketView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const reload = useCallback(async () => {
    try {
      setViews(await ticketViewsApi.list());
    } catch {
      // The built-in views still work; the saved ones come back with the next visit.
    } finally {
      setLoaded(true);
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [reload, enabled]);
  return { views, loaded, reload };
}

/**
 * Views of the tickets list beside it: "My open", "Unassigned" and "Breaching soon", then the agent's
 * own views, each a link to the list with its filters (so copying the address shares it), and "Save
 * view" for the filters on screen. The view on screen is marked (`aria-current`).
 */
export function SavedViews({ view, enabled = true }: { view: ListQuery; /** False until the list's first page is in: the views wait for it. */ enabled?: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const mobile = useIsMobile();
  const statuses = useStatuses(enabled);
  const { views, loaded, reload } = useSavedViews(enabled);
  const [dialog, setDialog] = useState<NameDialogState | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const current = viewQuery(view);

  const builtIn = useMemo<NamedView[]>(() => {
    const open = statuses.items.filter((status) => !isFinishedKind(status.kind)).map((status) => status.id);
    return [
      { key: 'mine', name: t('views.myOpen'), query: withFilters({ assignee: ['me'], status: open }) },
      { key: 'unassigned', name: t('views.unassigned'), query: withFilters({ assignee: ['unassigned'], status: open }) },
      { key: 'breaching', name: t('views.breachingSoon'), query: withFilters({ sla: 'dueSoon' }) },
    ];
  }, [statuses.items, t]);
  const all: NamedView[] = [...builtIn, ...views.map((saved) => ({ key: saved.id, name: saved.name, query: saved.query, saved }))];
  const onScreen = all.find((candidate) => candidate.query === current);

  const openDialog = (state: NameDialogState) => {
    form.setFieldsValue({ name: state.view?.name ?? '' });
    setDialog(state);
  };

  const submit = async ({ name }: { name: string }) => {
    if (!dialog) return;
    setSaving(true);
    try {
      if (dialog.view) {
        await ticketViewsApi.update(dialog.view.id, { name, query: dialog.view.query });
        feedback.success(t('views.renamed'));
      } else {
        await ticketViewsApi.create({ name, query: current });
        feedback.success(t('views.saved'));
      }
      setDialog(null);
      await reload();
    } catch (error) {
      const body = errorBodyOf(error);
      if (body?.code === 'CONFLICT' && body.details?.[0]?.field === '/name') form.setFields([{ name: 'name', errors: [t('views.nameTaken')] }]);
      else feedback.failed(error, dialog.view ? t('views.renameFailed') : t('views.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const replaceQuery = async (saved: TicketView) => {
    try {
      await ticketViewsApi.update(saved.id, { name: saved.name, query: current });
      feedback.success(t('views.updated', { name: saved.name }));
      await reload();
    } catch (error) {
      feedback.failed(error, t('views.saveFailed'));
    }
  };

  const remove = (saved: TicketView) =>
    modal.confirm({
      title: t('views.deleteTitle', { name: saved.name }),
      content: t('views.deleteHint'),
      okText: t('views.delete'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'ticket-view-delete-confirm' } },
      cancelText: t('views.cancel'),
      onOk: async () => {
        try {
          await ticketViewsApi.remove(saved.id);
          feedback.success(t('views.deleted', { name: saved.name }));
          await reload();
        } catch (error) {
          feedback.failed(error, t('views.deleteFailed'));
        }
      },
    });

  const chip = (active: boolean): CSSProperties => ({
    display: 'inline-flex',
    alignItems: 'center',
    padding: `2px ${token.paddingSM}px`,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
    background: active ? token.colorPrimaryBg : 'transparent',
    color: active ? token.colorPrimaryText : token.colorText,
    whiteSpace: 'nowrap',
    fontWeight: active ? 600 : undefined,
  });

  return (
    <nav aria-label={t('views.label')} data-testid="ticket-views" style={{ marginBottom: 12 }}>
      {/* At phone width the views scroll sideways in one row instead of pushing the list down. */}
      <ul style={{ display: 'flex', flexWrap: mobile ? 'nowrap' : 'wrap', overflowX: mobile ? 'auto' : undefined, gap: 8, listStyle: 'none', margin: 0, padding: '2px 0', alignItems: 'center' }}>
        {all.map((candidate) => {
          const active = candidate === onScreen;
          return (
            <li key={candidate.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }} data-testid="ticket-view" data-view={candidate.saved ? 'saved' : candidate.key}>
              <Link to={{ search: candidate.query ? `?${candidate.query}` : '' }} aria-current={active ? 'page' : undefined} style={chip(active)} dir="auto">
                {candidate.name}
              </Link>
              {candidate.saved ? (
                <ChunkErrorBoundary>
                  <Suspense fallback={<Button type="text" size="small" icon={<MoreOutlined />} disabled aria-label={t('views.actions', { name: candidate.saved.name })} />}>
                    <ViewActions view={candidate.saved} canReplace={candidate.query !== current} onRename={openDialog} onReplace={replaceQuery} onDelete={remove} />
                  </Suspense>
                </ChunkErrorBoundary>
              ) : null}
            </li>
          );
        })}
        <li>
          <Button size="small" icon={<PlusOutlined />} onClick={() => openDialog({})} disabled={!loaded || !current || Boolean(onScreen)} data-testid="ticket-view-save">
            {t('views.save')}
          </Button>
        </li>
      </ul>
      <Modal
        open={dialog !== null}
        title={dialog?.view ? t('views.renameTitle') : t('views.saveTitle')}
        okText={dialog?.view ? t('views.rename') : t('views.save')}
        cancelText={t('views.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
        okButtonProps={{ ...{ 'data-testid': 'ticket-view-name-ok' } }}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
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
    </nav>
  );
}
