import { Flex } from 'antd';
import { InputNumber } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { joinMinutes, splitMinutes } from './sla-form-values';

export interface DurationInputProps {
  /** Minutes; null or undefined: empty. */
  value?: number | null;
  onChange?: (minutes: number | null) => void;
  /** What the duration is, for the two inputs' accessible names. */
  label: string;
  /** Largest number of minutes. */
  max: number;
  disabled?: boolean;
  testId?: string;
}

const whole = (value: number | string | null): number | null => (value === null || value === '' ? null : Math.max(0, Math.floor(Number(value))));

/** A duration typed as hours and minutes, held as minutes; both empty means none. Used inside a `Form.Item`. */
export function DurationInput({ value = null, onChange, label, max, disabled, testId }: DurationInputProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { hours, minutes } = splitMinutes(value);
  const change = (nextHours: number | null, nextMinutes: number | null) => onChange?.(joinMinutes(nextHours, nextMinutes));
  return (
    <Flex gap={4} align="center" wrap={false} data-testid={testId}>
      <InputNumber<number>
        value={hours}
        min={0}
        max={Math.floor(max / 60)}
        precision={0}
        disabled={disabled}
        suffix={t('sla.hoursShort')}
        aria-label={t('sla.hoursOf', { label })}
        data-testid={testId ? `${testId}-hours` : undefined}
        onChange={(next) => change(whole(next), minutes)}
        style={{ inlineSize: 88 }}
      />
      <InputNumber<number>
        value={minutes}
        min={0}
        max={59}
        precision={0}
        disabled={disabled}
        suffix={t('sla.minutesShort')}
        aria-label={t('sla.minutesOf', { label })}
        data-testid={testId ? `${testId}-minutes` : undefined}
        onChange={(next) => change(hours, whole(next))}
        style={{ inlineSize: 80 }}
      />
    </Flex>
  );
}
