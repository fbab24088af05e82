import { useEffect, useMemo, useState } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { Card, Skeleton, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { ScheduleDefinition, SchedulePreviewResponse } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { schedulesApi } from './schedules-api';
import { browserTimeZone, isPreviewable } from './schedule-draft';

/** How long the editor waits after the last change before asking for a preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; preview: SchedulePreviewResponse } | { status: 'invalid' } | { status: 'failed' };

/**
 * Whether the schedule being edited is open now and its next open/close moments, in the schedule's
 * zone and in the viewer's. Asked for again (debounced) whenever the definition changes; nothing is saved.
 */
export function SchedulePreviewPanel({ definition }: { definition: ScheduleDefinition }) {
  const { t, i18n } = useTranslation(SETTINGS_NAMESPACE);
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const key = JSON.stringify(definition);
  const viewerZone = browserTimeZone();

  useEffect(() => {
    const current = JSON.parse(key) as ScheduleDefinition;
    if (!isPreviewable(current)) {
      setState({ status: 'invalid' });
      return;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      schedulesApi.preview({ definition: current }).then(
        (preview) => !cancelled && setState({ status: 'ready', preview }),
        (error: unknown) => {
          if (cancelled) return;
          const status = (error as { response?: { status?: number } } | undefined)?.response?.status;
          setState(status === 400 ? { status: 'invalid' } : { status: 'failed' });
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key]);

  const formats = useMemo(() => {
    const format = (timeZone: string) => {
      try {
        return new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone });
      } catch {
        return new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
      }
    };
    return { schedule: format(definition.timeZone || 'UTC'), viewer: format(viewerZone) };
  }, [i18n.language, definition.timeZone, viewerZone]);

  const sameZone = formats.schedule.resolvedOptions().timeZone === formats.viewer.resolvedOptions().timeZone;

  let body;
  if (state.status === 'idle' || state.status === 'loading') body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (state.status === 'invalid') body = <Typography.Text type="secondary">{t('schedules.previewInvalid')}</Typography.Text>;
  else if (state.status === 'failed') body = <Alert type="warning" showIcon title={t('schedules.previewFailed')} />;
  else {
    const { preview } = state;
    body = (
      <Flex vertical gap={8}>
        <div>
          <Tag color={preview.openNow ? 'green' : 'default'} data-testid="schedule-preview-now">
            {preview.openNow ? t('schedules.openNow') : t('schedules.closedNow')}
          </Tag>
        </div>
        {preview.transitions.length === 0 ? (
          <Typography.Text type="secondary">{t('schedules.alwaysOpen')}</Typography.Text>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="schedule-preview-transitions">
            {preview.transitions.map((transition) => {
              const at = new Date(transition.at);
              return (
                <li key={transition.at} data-testid="schedule-preview-transition">
                  <Typography.Text strong>{transition.open ? t('schedules.opens') : t('schedules.closes')}</Typography.Text>{' '}
                  <span dir="auto">{formats.schedule.format(at)}</span>
                  {sameZone ? null : (
                    <Typography.Text type="secondary">
                      {' '}
                      ({t('schedules.yourTime', { time: formats.viewer.format(at) })})
                    </Typography.Text>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </Flex>
    );
  }

  return (
    <Card size="small" title={t('schedules.previewTitle')} data-testid="schedule-preview" aria-live="polite">
      {body}
    </Card>
  );
}
