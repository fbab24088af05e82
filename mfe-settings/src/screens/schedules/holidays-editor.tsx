import { useRef, useState } from 'react';
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_HOLIDAY_NAME_MAX_LENGTH, SCHEDULE_HOLIDAYS_MAX, SCHEDULE_ICS_MAX_LENGTH, type ScheduleHoliday } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { schedulesApi } from './schedules-api';
import { mergeHolidays } from './schedule-draft';

export interface HolidaysEditorProps {
  value: ScheduleHoliday[];
  onChange: (holidays: ScheduleHoliday[]) => void;
  /** The server's reasons by field (`/holidays/2/end`), shown beside the holiday. */
  issues: Record<string, string>;
  disabled?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A chosen file's text, read in the browser (FileReader: every browser has it). */
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

/**
 * The days a schedule is closed: name, first and last day (both included), whether it repeats every
 * year. "Import .ics" reads a calendar file in the browser, has the server turn its all-day events
 * into holidays and adds those not listed yet.
 */
export function HolidaysEditor({ value, onChange, issues, disabled }: HolidaysEditorProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const feedback = useFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const full = value.length >= SCHEDULE_HOLIDAYS_MAX;

  const setHoliday = (index: number, patch: Partial<ScheduleHoliday>) =>
    onChange(
      value.map((holiday, at) => {
        if (at !== index) return holiday;
        const next = { ...holiday, ...patch };
        // A start moved past the end takes the end along: a one-day holiday stays one day.
        if (patch.start && next.end < patch.start) next.end = patch.start;
        return next;
      }),
    );

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > SCHEDULE_ICS_MAX_LENGTH) {
      feedback.warning(t('schedules.importTooLarge'));
      return;
    }
    setImporting(true);
    try {
      const result = await schedulesApi.importHolidays(await readText(file));
      const merged = mergeHolidays(value, result.holidays);
      const room = SCHEDULE_HOLIDAYS_MAX - value.length;
      const added = Math.min(merged.added, room);
      onChange(merged.holidays.slice(0, SCHEDULE_HOLIDAYS_MAX));
      // Events already listed, or beyond the most a schedule holds, count as skipped.
      feedback.success(t('schedules.imported', { added, skipped: result.skipped + result.holidays.length - added }));
    } catch (error) {
      feedback.failed(error, t('schedules.importFailed'));
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Flex vertical gap={12} data-testid="schedule-holidays">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('schedules.holidaysHint')}</Typography.Text>
        <Flex gap={8} wrap>
          <input
            ref={fileInput}
            type="file"
            accept=".ics,text/calendar"
            hidden
            aria-label={t('schedules.importIcs')}
            data-testid="schedule-import-file"
            onChange={(event) => void importFile(event.target.files?.[0])}
          />
          <Button icon={<ImportOutlined />} onClick={() => fileInput.current?.click()} loading={importing} disabled={disabled || full} data-testid="schedule-import">
            {t('schedules.importIcs')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => onChange([...value, { name: '', start: today(), end: today(), yearly: false }])}
            disabled={disabled || full}
            data-testid="schedule-holiday-add"
          >
            {t('schedules.addHoliday')}
          </Button>
        </Flex>
      </Flex>
      {value.length === 0 ? <Typography.Text type="secondary">{t('schedules.noHolidays')}</Typography.Text> : null}
      {value.map((holiday, index) => {
        const reasons = ['name', 'start', 'end', 'yearly'].map((field) => issues[`/holidays/${index}/${field}`]).concat(issues[`/holidays/${index}`]).filter(Boolean);
        const label = { n: index + 1 };
        return (
          <Flex key={index} vertical gap={2} data-testid="schedule-holiday">
            <Flex gap={8} align="center" wrap>
              <Input
                value={holiday.name}
                onChange={(event) => setHoliday(index, { name: event.target.value })}
                maxLength={SCHEDULE_HOLIDAY_NAME_MAX_LENGTH}
                placeholder={t('schedules.holidayName')}
                aria-label={t('schedules.holidayNameOf', label)}
                status={issues[`/holidays/${index}/name`] || !holiday.name.trim() ? 'error' : undefined}
                dir="auto"
                style={{ flex: '1 1 180px', minInlineSize: 160 }}
                disabled={disabled}
                data-testid="schedule-holiday-name"
              />
              <Input
                type="date"
                value={holiday.start}
                onChange={(event) => setHoliday(index, { start: event.target.value })}
                aria-label={t('schedules.holidayStartOf', label)}
                status={issues[`/holidays/${index}/start`] ? 'error' : undefined}
                style={{ inlineSize: 160 }}
                disabled={disabled}
                data-testid="schedule-holiday-start"
              />
              <Input
                type="date"
                value={holiday.end}
                min={holiday.start}
                onChange={(event) => setHoliday(index, { end: event.target.value })}
                aria-label={t('schedules.holidayEndOf', label)}
                status={issues[`/holidays/${index}/end`] ? 'error' : undefined}
                style={{ inlineSize: 160 }}
                disabled={disabled}
                data-testid="schedule-holiday-end"
              />
              <Flex gap={6} align="center">
                <Switch size="small" checked={holiday.yearly} onChange={(yearly) => setHoliday(index, { yearly })} aria-label={t('schedules.yearlyOf', label)} disabled={disabled} data-testid="schedule-holiday-yearly" />
                <Typography.Text>{t('schedules.yearly')}</Typography.Text>
              </Flex>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                aria-label={t('schedules.removeHoliday', label)}
                disabled={disabled}
                data-testid="schedule-holiday-remove"
              />
            </Flex>
            {reasons.length ? (
              <Typography.Text type="danger" role="alert">
                {reasons.join(' ')}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
