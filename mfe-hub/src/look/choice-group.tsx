import { useId, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { PlainIcon } from '@switchboard/shared/ui';

export interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode; icon?: IconDefinition }[];
  onChange: (value: T) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * One of a few options side by side (a segmented control): native radio buttons, so arrow keys move
 * the choice, Tab enters and leaves the group once, and a screen reader says "2 of 4".
 */
export function ChoiceGroup<T extends string>({ label, value, options, onChange, className, 'data-testid': testId }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className ? `sb-hub-choices ${className}` : 'sb-hub-choices'} data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className="sb-hub-choice">
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>
            {option.icon ? <PlainIcon icon={option.icon} /> : null}
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}
