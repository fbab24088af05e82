import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedStatusName, type StatusSummary } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useFeedback, useListPage, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { StatusSampleTag } from './status-sample-tag';
import { statusesApi } from './statuses-api';
import { STATUS_LIST, statusesPaths } from './statuses-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

const openLink = linkCell<StatusSummary>((status) => statusesPaths.details(status.id));

/**
 * `/settings/status/list`: the statuses in their order with a sample tag of each, its kind, the
 * default marker and whether it pauses the service-level clock. Move up / down buttons reorder
 * (keyboard-usable: each is a button); the new order is sent as a whole.
 */
export function StatusesListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const lang = useSession((state) => state.lang);
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const [moving, setMoving] = useState(false);
  const list = useListPage({ query: STATUS_LIST, search: LIST_FIRST_PAGES.status.search, loadFailed: t('statuses.loadFailed') });
  const { sortable } = list;
  const canEdit = hasAny(['tickets:status:edit']);

  const move = async (status: StatusSummary, step: -1 | 1) => {
    setMoving(true);
    try {
      const ids = (await statusesApi.all()).map((entry) => entry.id);
      const from = ids.indexOf(status.id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      await statusesApi.reorder(ids);
      feedback.success(t('statuses.moved', { name: status.name }));
      await list.search.reload();
    } catch (error) {
      feedback.failed(error, t('statuses.moveFailed'));
    } finally {
      setMoving(false);
    }
  };

  const columns: ListColumn<StatusSummary>[] = [
    {
      title: t('statuses.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      width: 260,
      // The name in the reader's language (its translation, else the name), as agents see it on tickets.
      render: (_: string, status) => (
        <Space size={8} wrap>
          <StatusSampleTag name={localizedStatusName(status, lang)} color={status.color} />
          {openLink(localizedStatusName(status, lang), status)}
          {status.isDefault ? (
            <KitTag color="default" data-testid="status-default-tag">
              {t('statuses.defaultTag')}
            </KitTag>
          ) : null}
        </Space>
      ),
    },
    { title: t('statuses.fields.kind'), dataIndex: 'kind', width: 140, render: (kind: StatusSummary['kind']) => <span data-testid="status-kind-cell">{t(`statuses.kinds.${kind}`)}</span> },
    {
      title: t('statuses.fields.pausesSla'),
      dataIndex: 'pausesSla',
      width: 120,
      render: (pauses: boolean) => (pauses ? <CheckOutlined aria-label={t('statuses.pausesSlaYes')} data-testid="status-pauses-sla-mark" /> : null),
    },
    { title: t('statuses.fields.ticketCount'), dataIndex: 'ticketCount', width: 100, align: 'end', responsive: ['md'] },
    ...(canEdit
      ? [
          {
            title: t('statuses.fields.order'),
            width: 110,
            ...sortable('position'),
            render: (_: unknown, status: StatusSummary) => (
              <Space size={4} onClick={(event) => event.stopPropagation()}>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('statuses.moveUp', { name: status.name })} data-testid="status-move-up" disabled={moving} onClick={() => void move(status, -1)} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('statuses.moveDown', { name: status.name })} data-testid="status-move-down" disabled={moving} onClick={() => void move(status, 1)} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.status.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.status.name') }]}
      testId="statuses"
      columns={columns}
      rowKey={(status) => status.id}
      rowAttributes={(status) => ({ 'data-testid': 'status-row', 'data-status-id': status.id, 'aria-label': localizedStatusName(status, lang) })}
      details={{ path: statusesPaths.details, create: { label: t('statuses.new'), permissions: ['tickets:status:add'] } }}
      emptyNone={t('statuses.emptyNone')}
      emptyNoMatch={t('statuses.emptyNoMatch')}
      search={{ label: t('statuses.search'), width: 260 }}
    />
  );
}
