import { Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@switchboard/shared/contracts';
import { ListPage, useListPage, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { auditApi } from './audit-api';
import { AUDIT_ENTITY_PATHS, AUDIT_LIST, toAuditSearch, type AuditTypeFilter } from './audit-query';

const WHEN_FORMAT = 'YYYY-MM-DD HH:mm';

/** A stored value as one line of text: empty shows as a dash, lists joined, objects as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(auditValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each changed field with its value before and after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="audit-changes">
      {fields.map((field) => (
        <li key={field}>
          <Typography.Text strong>{field}</Typography.Text>:{' '}
          <span dir="auto">{auditValueText(entry.before?.[field])}</span> → <span dir="auto">{auditValueText(entry.after?.[field])}</span>
        </li>
      ))}
    </ul>
  );
}

/** `/settings/audit`: who changed which administration setting, when, and what it was before and after. */
export function AuditLogScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const list = useListPage({ query: AUDIT_LIST, search: (view) => auditApi.search(toAuditSearch(view)), loadFailed: t('audit.loadFailed') });
  const { view, setView, sortable } = list;

  const columns: ListColumn<AuditEntry>[] = [
    { title: t('audit.fields.when'), ...sortable('createdAt'), width: 170, render: (_, entry) => formatDate(entry.createdAt, WHEN_FORMAT) },
    {
      title: t('audit.fields.who'),
      key: 'who',
      width: 200,
      render: (_, entry) => (
        <>
          <span dir="auto">{entry.actor.name}</span> {entry.actor.kind === 'user' ? null : <KitTag>{t(`audit.actorKinds.${entry.actor.kind}`)}</KitTag>}
        </>
      ),
    },
    { title: t('audit.fields.action'), key: 'action', width: 160, render: (_, entry) => t(`audit.actions.${entry.action}`) },
    {
      title: t('audit.fields.resource'),
      key: 'resource',
      width: 240,
      render: (_, entry) => {
        const label = `${t(`audit.types.${entry.entityType}`)}: ${entry.entityName ?? entry.entityId}`;
        const path = AUDIT_ENTITY_PATHS[entry.entityType];
        return path && entry.action !== 'delete' ? (
          <Link to={path(entry.entityId)} dir="auto" onClick={(event) => event.stopPropagation()}>
            {label}
          </Link>
        ) : (
          <span dir="auto">{label}</span>
        );
      },
    },
    { title: t('audit.fields.changes'), key: 'changes', render: (_, entry) => <Changes entry={entry} /> },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.audit.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.audit.name') }]}
      testId="audit"
      columns={columns}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ 'data-testid': 'audit-row', 'data-entity-type': entry.entityType })}
      emptyNone={t('audit.emptyNone')}
      emptyNoMatch={t('audit.emptyNoMatch')}
      search={{ label: t('audit.search'), width: 300 }}
      filters={
        <Select<AuditTypeFilter>
          data-testid="audit-filter-type"
          aria-label={t('audit.fields.resource')}
          value={view.type}
          onChange={(type) => setView({ type })}
          style={{ minWidth: 180 }}
          options={[{ value: 'all', label: t('audit.typeAll') }, ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.types.${type}`) }))]}
        />
      }
    />
  );
}
