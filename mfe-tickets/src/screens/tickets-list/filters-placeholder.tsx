import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/**
 * Where the tickets list's filters will be, until their code is in (it is fetched after the first
 * page): one empty box per filter, with its name, at the filter's size, so the rows below do not move
 * when the filters arrive. Not controls: hidden from assistive technology, which hears "loading".
 */
export function FiltersPlaceholder({ manyDivisions }: { manyDivisions: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { token } = theme.useToken();
  const box: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    height: token.controlHeight,
    paddingInline: `${token.paddingSM - 1}px ${token.paddingSM + 17}px`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    color: token.colorTextPlaceholder,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
  };
  const pickLists = [
    t('ticket.fields.status'),
    t('ticket.fields.priority'),
    t('ticket.fields.category'),
    t('ticket.fields.assignee'),
    t('ticket.fields.userGroup'),
    ...(manyDivisions ? [t('ticket.fields.division')] : []),
    t('sla.filter.label'),
  ];
  const ranges = [
    [t('list.createdFrom'), t('list.createdTo')],
    [t('list.dueFrom'), t('list.dueTo')],
  ];
  return (
    <>
      <span role="status" data-testid="tickets-filters-loading" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {t('app.loading', { ns: 'common' })}
      </span>
      {pickLists.map((label) => (
        <span key={label} aria-hidden="true" style={{ ...box, minWidth: 160, maxWidth: 320 }}>
          {label}
        </span>
      ))}
      {ranges.map(([from, to]) => (
        <span key={from} aria-hidden="true" style={{ ...box, paddingInlineEnd: token.paddingSM + 23 }}>
          <span style={{ minWidth: 88 }}>{from}</span>
          <span>→</span>
          <span style={{ minWidth: 88 }}>{to}</span>
        </span>
      ))}
    </>
  );
}
