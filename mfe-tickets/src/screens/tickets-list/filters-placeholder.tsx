import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KitStyles, useKitTheme } from '@switchboard/shared/crud';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** A date field's width in the filters' ranges. */
const DAY_FIELD = <span style={{ width: 132 }} />;

/**
 * Where the tickets list's filters will be, until their code is in (it is fetched after the first
 * page): each filter's empty box, with its name, drawn with the filters' own classes, so the rows below
 * do not move when the filters arrive. Not controls: hidden from assistive technology, which hears "loading".
 */
export function FiltersPlaceholder({ manyDivisions }: { manyDivisions: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const mode = useKitTheme();
  const pickLists = [
    t('ticket.fields.status'),
    t('ticket.fields.priority'),
    t('ticket.fields.category'),
    t('ticket.fields.assignee'),
    t('ticket.fields.userGroup'),
    ...(manyDivisions ? [t('ticket.fields.division')] : []),
    t('sla.filter.label'),
  ];
  return (
    <>
      <KitStyles />
      <span role="status" data-testid="tickets-filters-loading" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {t('app.loading', { ns: 'common' })}
      </span>
      {pickLists.map((label) => (
        <span key={label} className="sb-kit sb-pick" data-theme={mode} aria-hidden="true">
          <span className="sb-pick-box">
            <span className="sb-pick-placeholder">{label}</span>
          </span>
          <DownOutlined className="sb-pick-arrow" />
        </span>
      ))}
      {[0, 1].map((range) => (
        <span key={range} className="sb-kit sb-range" data-theme={mode} aria-hidden="true">
          {DAY_FIELD}
          <span className="sb-range-to">→</span>
          {DAY_FIELD}
        </span>
      ))}
    </>
  );
}
