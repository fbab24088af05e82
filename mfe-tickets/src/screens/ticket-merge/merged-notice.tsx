import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/**
 * On a merged ticket's details: "Merged into #N" with a link. The ticket holds only the target's id,
 * so its number is fetched; until then (or if it cannot be read) the link says "that ticket".
 */
export function MergedNotice({ targetId, mobile = false }: { targetId: string; mobile?: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [serial, setSerial] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setSerial(null);
    ticketsApi.get(targetId).then(
      (target) => live && setSerial(target.serialNumber),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [targetId]);

  const to = mobile ? paths.ticketDetailsMobile(targetId) : paths.ticketDetails(targetId);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="ticket-merged-notice"
      style={{ marginBottom: 16 }}
      title={serial === null ? t('merge.mergedIntoUnknown') : t('merge.mergedInto', { serial })}
      description={t('merge.mergedDetail')}
      action={
        <Link to={to} data-testid="ticket-merged-link">
          {serial === null ? t('merge.openTargetUnknown') : t('merge.openTarget', { serial })}
        </Link>
      }
    />
  );
}
