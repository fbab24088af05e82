import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainControlStyles, useThemeMode } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** A pick list's box as antd draws it (height 32, padding 11 and room for its arrow), on the theme's tokens. */
const BOX: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  boxSizing: 'border-box',
  height: 32,
  paddingInline: '11px 29px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: 'var(--sb-colorTextPlaceholder)',
  background: 'var(--sb-colorBgContainer)',
  border: '1px solid var(--sb-colorBorder)',
  borderRadius: 6,
};

/**
 * Where the tickets list's filters will be, until their code is in (it is fetched after the first
 * page): one empty box per filter, with its name, at the filter's size, so the rows below do not move
 * when the filters arrive. Not controls: hidden from assistive technology, which hears "loading".
 * Drawn plain, on the theme's tokens: the list shows it before antd is there.
 */
export function FiltersPlaceholder({ manyDivisions }: { manyDivisions: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const mode = useThemeMode((state) => state.theme);
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
    // The tokens' custom properties for the boxes inside, without a box of its own in the filter bar.
    <span className="sb-ctl" data-theme={mode} style={{ display: 'contents' }}>
      <PlainControlStyles />
      <span role="status" data-testid="tickets-filters-loading" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {t('app.loading', { ns: 'common' })}
      </span>
      {pickLists.map((label) => (
        <span key={label} aria-hidden="true" style={{ ...BOX, minWidth: 160, maxWidth: 320 }}>
          {label}
        </span>
      ))}
      {ranges.map(([from, to]) => (
        <span key={from} aria-hidden="true" style={{ ...BOX, paddingInlineEnd: 35 }}>
          <span style={{ minWidth: 88 }}>{from}</span>
          <span>→</span>
          <span style={{ minWidth: 88 }}>{to}</span>
        </span>
      ))}
    </span>
  );
}
