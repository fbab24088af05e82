import { Alert, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths, type ClientTicket } from '@switchboard/shared/contracts';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';

/**
 * On a merged ticket: which ticket the conversation went to, with a link when the customer may open it
 * (the server leaves the number out otherwise). The link sits in the text so it wraps on a phone.
 */
export function MergedNotice({ mergedInto }: { mergedInto: NonNullable<ClientTicket['mergedInto']> }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { id, serialNumber } = mergedInto;
  const known = id !== null && serialNumber !== null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="ticket-merged-notice"
      title={known ? t('ticket.merged.title', { number: serialNumber }) : t('ticket.merged.titleUnknown')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: known ? 4 : 0 }}>{t('ticket.merged.body')}</Typography.Paragraph>
          {known && (
            <Link to={paths.hubTicket(id)} data-testid="ticket-merged-link">
              {t('ticket.merged.open', { number: serialNumber })}
            </Link>
          )}
        </>
      }
    />
  );
}
