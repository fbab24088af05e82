import { useMemo } from 'react';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { ISO_WEEKDAYS, SCHEDULE_WEEKLY_MAX_INTERVALS, type IsoWeekday, type ScheduleWeeklyInterval } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { copyMondayToWeekdays, DEFAULT_INTERVAL, isEndTime, isStartTime, sortedWeekly } from './schedule-draft';

/** Weekday names in the viewer's language, Monday first (5 January 2026 is a Monday). */
function useWeekdayNames(): Record<IsoWeekday, string> {
  const { i18n } = useTranslation(SETTINGS_NAMESPACE);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return Object.fromEntries(ISO_WEEKDAYS.map((day) => [day, format.format(new Date(Date.UTC(2026, 0, 4 + day)))])) as Record<IsoWeekday, string>;
  }, [i18n.language]);
}

export interface WeeklyHoursEditorProps {
  value: ScheduleWeeklyInterval[];
  onChange: (weekly: ScheduleWeeklyInterval[]) => void;
  /** The server's reasons by field (`/weekly/3/end`), shown beside the interval. */
  issues: Record<string, string>;
  disabled?: boolean;
}

/**
 * Opening hours per weekday: a day is closed or open in one or more intervals (HH:mm, end 24:00
 * allowed; an end at or before the start runs past midnight). "Copy Monday to weekdays" gives
 * Tuesday–Friday Monday's intervals.
 */
export function WeeklyHoursEditor({ value, onChange, issues, disabled }: WeeklyHoursEditorProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const names = useWeekdayNames();
  const full = value.length >= SCHEDULE_WEEKLY_MAX_INTERVALS;

  const setInterval = (index: number, patch: Partial<ScheduleWeeklyInterval>) => onChange(value.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)));
  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));
  const add = (day: IsoWeekday) => {
    const last = value.filter((interval) => interval.day === day).at(-1);
    // A further interval is suggested from where the day's last one ends until midnight.
    const next = last && isStartTime(last.end) && last.end > last.start ? { start: last.end, end: '24:00' } : DEFAULT_INTERVAL;
    onChange(sortedWeekly([...value, { day, ...next }]));
  };
  const toggle = (day: IsoWeekday, open: boolean) => (open ? onChange(sortedWeekly([...value, { day, ...DEFAULT_INTERVAL }])) : onChange(value.filter((interval) => interval.day !== day)));

  return (
    <Flex vertical gap={12} data-testid="schedule-weekly">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('schedules.weeklyHint')}</Typography.Text>
        <Button icon={<CopyOutlined />} onClick={() => onChange(copyMondayToWeekdays(value))} disabled={disabled || !value.some((interval) => interval.day === 1)} data-testid="schedule-copy-monday">
          {t('schedules.copyMonday')}
        </Button>
      </Flex>
      {issues['/weekly'] ? (
        <Typography.Text type="danger" role="alert" data-testid="schedule-weekly-error">
          {issues['/weekly']}
        </Typography.Text>
      ) : null}
      {ISO_WEEKDAYS.map((day) => {
        const intervals = value.map((interval, index) => ({ interval, index })).filter(({ interval }) => interval.day === day);
        const open = intervals.length > 0;
        return (
          <Flex key={day} gap={12} wrap align="flex-start" data-testid={`schedule-day-${day}`} role="group" aria-label={names[day]}>
            <Flex gap={8} align="center" style={{ minInlineSize: 180 }}>
              <Switch
                checked={open}
                onChange={(checked) => toggle(day, checked)}
                disabled={disabled || (!open && full)}
                aria-label={t('schedules.openOn', { day: names[day] })}
                data-testid={`schedule-day-${day}-open`}
              />
              <Typography.Text strong>{names[day]}</Typography.Text>
              {open ? null : <Typography.Text type="secondary">{t('schedules.closed')}</Typography.Text>}
            </Flex>
            {open ? (
              <Flex vertical gap={6} style={{ flex: 1, minInlineSize: 220 }}>
                {intervals.map(({ interval, index }, position) => {
                  const startIssue = issues[`/weekly/${index}/start`] ?? (isStartTime(interval.start) ? undefined : t('schedules.timeInvalid'));
                  const endIssue = issues[`/weekly/${index}/end`] ?? issues[`/weekly/${index}`] ?? (isEndTime(interval.end) ? undefined : t('schedules.timeInvalid'));
                  const label = { day: names[day], n: position + 1 };
                  return (
                    <Flex key={index} vertical gap={2}>
                      <Flex gap={8} align="center" wrap>
                        <Input
                          value={interval.start}
                          onChange={(event) => setInterval(index, { start: event.target.value.trim() })}
                          maxLength={5}
                          inputMode="numeric"
                          placeholder="09:00"
                          dir="ltr"
                          style={{ inlineSize: 90 }}
                          status={startIssue ? 'error' : undefined}
                          aria-label={t('schedules.intervalStart', label)}
                          aria-invalid={Boolean(startIssue)}
                          disabled={disabled}
                          data-testid={`schedule-day-${day}-start-${position}`}
                        />
                        <span aria-hidden>–</span>
                        <Input
                          value={interval.end}
                          onChange={(event) => setInterval(index, { end: event.target.value.trim() })}
                          maxLength={5}
                          inputMode="numeric"
                          placeholder="17:00"
                          dir="ltr"
                          style={{ inlineSize: 90 }}
                          status={endIssue ? 'error' : undefined}
                          aria-label={t('schedules.intervalEnd', label)}
                          aria-invalid={Boolean(endIssue)}
                          disabled={disabled}
                          data-testid={`schedule-day-${day}-end-${position}`}
                        />
                        {interval.end !== '24:00' && isStartTime(interval.end) && interval.end <= interval.start ? <Typography.Text type="secondary">{t('schedules.nextDay')}</Typography.Text> : null}
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          onClick={() => remove(index)}
                          disabled={disabled}
                          aria-label={t('schedules.removeInterval', label)}
                          data-testid={`schedule-day-${day}-remove-${position}`}
                        />
                      </Flex>
                      {startIssue || endIssue ? (
                        <Typography.Text type="danger" role="alert">
                          {[startIssue, endIssue].filter(Boolean).join(' ')}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  );
                })}
                <div>
                  <Button size="small" icon={<PlusOutlined />} onClick={() => add(day)} disabled={disabled || full} data-testid={`schedule-day-${day}-add`}>
                    {t('schedules.addInterval')}
                  </Button>
                </div>
              </Flex>
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
