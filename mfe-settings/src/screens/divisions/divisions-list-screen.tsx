import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionSummary } from '@switchboard/shared/contracts';
import { FitText, linkCell, ListPage, useFeedback, useListPage, useSeededName, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { DIVISION_LIST, divisionsPaths } from './divisions-query';
import { NewDivisionModal } from './new-division-modal';
import { LIST_FIRST_PAGES } from '../list-first-pages';

const nameLink = linkCell<DivisionSummary>((division) => divisionsPaths.details(division.id));

/** `/settings/divisions/list`: the organisation's divisions with what belongs to each, searched, sorted and paged on the server; "New division" opens a modal. */
export function DivisionsListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const [creating, setCreating] = useState(false);
  const list = useListPage({ query: DIVISION_LIST, search: LIST_FIRST_PAGES.divisions.search, loadFailed: t('divisions.loadFailed') });
  const { sortable } = list;
  const canAdd = hasAny(['directory:divisions:add']);

  const columns: ListColumn<DivisionSummary>[] = [
    {
      title: t('divisions.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      ellipsis: true,
      width: 260,
      render: (name: string, division) => (
        <>
          {nameLink(seededName('division', { name, seeded: division.isHome }), division)}
          {division.isHome ? (
            <KitTag color="blue" style={{ marginInlineStart: 8 }} data-testid="division-home-tag">
              {t('divisions.homeTag')}
            </KitTag>
          ) : null}
        </>
      ),
    },
    { title: t('divisions.fields.description'), dataIndex: 'description', ellipsis: true, render: (description: string | null) => <FitText text={description ?? ''} /> },
    { title: t('divisions.fields.ticketCount'), dataIndex: 'ticketCount', width: 110, align: 'end' },
    { title: t('divisions.fields.categoryCount'), dataIndex: 'categoryCount', width: 120, align: 'end', responsive: ['sm'] },
    { title: t('divisions.fields.userGroupCount'), dataIndex: 'userGroupCount', width: 130, align: 'end', responsive: ['sm'] },
    { title: t('divisions.fields.createdAt'), ...sortable('createdAt'), width: 140, responsive: ['md'], render: (_, division) => formatDate(division.createdAt) },
  ];

  return (
    <>
      <ListPage
        list={list}
        title={t('areas.divisions.name')}
        breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.divisions.name') }]}
        testId="divisions"
        columns={columns}
        rowKey={(division) => division.id}
        rowAttributes={(division) => ({ 'data-testid': 'division-row', 'data-division-id': division.id, 'aria-label': seededName('division', { name: division.name, seeded: division.isHome }) })}
        details={{ path: divisionsPaths.details }}
        create={canAdd ? { label: t('divisions.new'), onClick: () => setCreating(true) } : undefined}
        emptyNone={t('divisions.emptyNone')}
        emptyNoMatch={t('divisions.emptyNoMatch')}
        search={{ label: t('divisions.search'), width: 300 }}
      />
      <NewDivisionModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(division) => {
          setCreating(false);
          feedback.success(t('divisions.created', { name: division.name }));
          void list.search.reload();
        }}
      />
    </>
  );
}
