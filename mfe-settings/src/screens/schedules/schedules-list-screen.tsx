import { useTranslation } from 'react-i18next';
import type { ScheduleSummary } from '@switchboard/shared/contracts';
import { FitText, linkCell, ListPage, useListPage, useSeededName, type ListColumn } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { SCHEDULE_LIST, schedulesPaths } from './schedules-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

const nameLink = linkCell<ScheduleSummary>((schedule) => schedulesPaths.details(schedule.id));

/** `/settings/schedules/list`: the organisation's schedules, searched, sorted and paged on the server; "New schedule" opens the create page. */
export function SchedulesListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const list = useListPage({ query: SCHEDULE_LIST, search: LIST_FIRST_PAGES.schedules.search, loadFailed: t('schedules.loadFailed') });
  const { sortable } = list;

  const columns: ListColumn<ScheduleSummary>[] = [
    { title: t('schedules.fields.name'), dataIndex: 'name', ...sortable('name'), ellipsis: true, width: 260, render: (name: string, schedule) => nameLink(seededName('schedule', { name }), schedule) },
    { title: t('schedules.fields.timeZone'), dataIndex: 'timeZone', ellipsis: true, render: (zone: string) => <FitText text={zone} dir="ltr" /> },
    { title: t('schedules.fields.slaPolicyCount'), dataIndex: 'slaPolicyCount', width: 130, align: 'end', responsive: ['sm'] },
    { title: t('schedules.fields.updatedAt'), ...sortable('updatedAt'), width: 150, responsive: ['md'], render: (_, schedule) => formatDate(schedule.updatedAt) },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.schedules.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.schedules.name') }]}
      testId="schedules"
      columns={columns}
      rowKey={(schedule) => schedule.id}
      rowAttributes={(schedule) => ({ 'data-testid': 'schedule-row', 'data-schedule-id': schedule.id, 'aria-label': seededName('schedule', schedule) })}
      details={{ path: schedulesPaths.details, create: { label: t('schedules.new'), permissions: ['organization:schedules:add'] } }}
      emptyNone={t('schedules.emptyNone')}
      emptyNoMatch={t('schedules.emptyNoMatch')}
      search={{ label: t('schedules.search'), width: 300 }}
    />
  );
}
