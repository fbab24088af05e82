import { useEffect, useState } from 'react';
import { Form, Select, Typography } from 'antd';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { StatusDetails, StatusSummary } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { statusesApi } from './statuses-api';

/**
 * The delete confirmation's body. A status in use asks where its tickets go: the other statuses,
 * the default preselected; each choice (the preselected one too) goes to `onChoose` for the delete call.
 */
export function StatusDeleteContent({ status, onChoose }: { status: StatusDetails; onChoose: (statusId: string | undefined) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const inUse = status.ticketCount > 0;
  const [others, setOthers] = useState<StatusSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!inUse) return;
    let live = true;
    statusesApi
      .all()
      .then((all) => {
        if (!live) return;
        const rest = all.filter((entry) => entry.id !== status.id);
        setOthers(rest);
        const initial = (rest.find((entry) => entry.isDefault) ?? rest[0])?.id;
        setChosen(initial);
        onChoose(initial);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [inUse, status.id, onChoose]);

  if (!inUse) return <Typography.Paragraph data-testid="status-delete-content">{t('statuses.deleteUnused')}</Typography.Paragraph>;
  return (
    <div data-testid="status-delete-content">
      <Typography.Paragraph>{t('statuses.deleteInUse', { count: status.ticketCount })}</Typography.Paragraph>
      {failed ? (
        <Typography.Text type="danger">{t('statuses.optionsFailed')}</Typography.Text>
      ) : others === null ? (
        <Skeleton.Input active size="small" />
      ) : (
        <Form.Item label={t('statuses.moveTo')} layout="vertical" style={{ marginBlockEnd: 0 }}>
          <Select
            data-testid="status-move-to"
            aria-label={t('statuses.moveTo')}
            value={chosen}
            onChange={(value: string) => {
              setChosen(value);
              onChoose(value);
            }}
            options={others.map((entry) => ({ value: entry.id, label: entry.name }))}
            style={{ inlineSize: '100%' }}
          />
        </Form.Item>
      )}
    </div>
  );
}
