import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SlaSummary } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useFeedback, useListPage, useSeededName, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { slaApi } from './sla-api';
import { SLA_LIST, slaPaths } from './sla-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

const openLink = linkCell<SlaSummary>((policy) => slaPaths.details(policy.id));

/** One line saying which tickets a policy covers. */
function useConditionsSummary() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return ({ conditions }: SlaSummary): string => {
    const parts = [
      conditions.priorities.length > 0 ? t('sla.summary.priorities', { list: conditions.priorities.map((priority) => t(`sla.priorities.${priority}`)).join(', ') }) : null,
      conditions.categoryIds.length > 0 ? t('sla.summary.categories', { count: conditions.categoryIds.length }) : null,
      conditions.userGroupIds.length > 0 ? t('sla.summary.userGroups', { count: conditions.userGroupIds.length }) : null,
      conditions.customerIds.length > 0 ? t('sla.summary.customers', { count: conditions.customerIds.length }) : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(' · ') : t('sla.anyTicket');
  };
}

/**
 * `/settings/sla/list`: the policies in the order they are tried (the first enabled one whose
 * conditions match a ticket applies), with their schedule, an enabled tag and what they cover. Move
 * up / down buttons (each a button, so keyboard-usable) reorder.
 */
export function SlaListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const [moving, setMoving] = useState(false);
  const list = useListPage({ query: SLA_LIST, search: LIST_FIRST_PAGES.sla.search, loadFailed: t('sla.loadFailed') });
  const { sortable } = list;
  const canEdit = hasAny(['tickets:sla:edit']);
  const summary = useConditionsSummary();
  // Positions run 1…n over all policies: the last is known when the list is not narrowed by a search.
  const lastPosition = list.view.q ? undefined : list.search.data?.totalCount;

  const move = async (policy: SlaSummary, step: -1 | 1) => {
    setMoving(true);
    try {
      const ids = (await slaApi.all()).map((entry) => entry.id);
      const from = ids.indexOf(policy.id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      await slaApi.reorder(ids);
      feedback.success(t('sla.moved', { name: policy.name }));
      await list.search.reload();
    } catch (error) {
      feedback.failed(error, t('sla.moveFailed'));
    } finally {
      setMoving(false);
    }
  };

  const columns: ListColumn<SlaSummary>[] = [
    { title: t('sla.fields.position'), dataIndex: 'position', ...sortable('position'), width: 90, align: 'end' },
    {
      title: t('sla.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      width: 240,
      render: (name: string, policy) => (
        <Space size={8} wrap>
          {openLink(seededName('slaPolicy', { name }), policy)}
          <KitTag color={policy.enabled ? 'green' : 'default'} data-testid="sla-enabled-tag">
            {policy.enabled ? t('sla.enabledTag') : t('sla.disabledTag')}
          </KitTag>
        </Space>
      ),
    },
    { title: t('sla.fields.schedule'), key: 'schedule', width: 180, render: (_, policy) => <span dir="auto">{seededName('schedule', policy.schedule)}</span> },
    { title: t('sla.fields.conditions'), key: 'conditions', ellipsis: true, render: (_, policy) => <span data-testid="sla-conditions-cell">{summary(policy)}</span> },
    ...(canEdit
      ? [
          {
            title: t('sla.fields.order'),
            key: 'order',
            width: 110,
            render: (_: unknown, policy: SlaSummary) => (
              <Space size={4} onClick={(event) => event.stopPropagation()}>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('sla.moveUp', { name: policy.name })} data-testid="sla-move-up" disabled={moving || policy.position <= 1} onClick={() => void move(policy, -1)} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('sla.moveDown', { name: policy.name })} data-testid="sla-move-down" disabled={moving || (lastPosition !== undefined && policy.position >= lastPosition)} onClick={() => void move(policy, 1)} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.sla.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.sla.name') }]}
      testId="slas"
      columns={columns}
      rowKey={(policy) => policy.id}
      rowAttributes={(policy) => ({ 'data-testid': 'sla-row', 'data-sla-id': policy.id, 'aria-label': seededName('slaPolicy', policy) })}
      details={{ path: slaPaths.details, create: { label: t('sla.new'), permissions: ['tickets:sla:add'] } }}
      emptyNone={t('sla.emptyNone')}
      emptyNoMatch={t('sla.emptyNoMatch')}
      search={{ label: t('sla.search'), width: 260 }}
    />
  );
}
