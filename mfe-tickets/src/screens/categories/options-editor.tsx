import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FIELD_MAX_OPTIONS, CATEGORY_FIELD_TEXT_MAX_LENGTH } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { moveEntry, newOption, relabelOption, setOptionValue, type DesignerOption } from './designer-model';

export interface OptionsEditorProps {
  options: DesignerOption[];
  onChange: (change: (options: DesignerOption[]) => DesignerOption[]) => void;
  /** The field's name, to label the controls for screen readers. */
  fieldName: string;
}

/** Label + value rows of a choice field; the value follows the label until typed. */
export function OptionsEditor({ options, onChange, fieldName }: OptionsEditorProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <Flex vertical gap={6} data-testid="designer-options">
      {options.map((option, index) => (
        <Flex key={option.uid} gap={6} align="center" data-testid="designer-option">
          <Input
            aria-label={`${fieldName}: ${t('categories.optionLabel')} ${index + 1}`}
            placeholder={t('categories.optionLabel')}
            data-testid="designer-option-label"
            value={option.label}
            maxLength={CATEGORY_FIELD_TEXT_MAX_LENGTH}
            onChange={(event) => onChange((list) => relabelOption(list, option.uid, event.target.value))}
          />
          <Input
            aria-label={`${fieldName}: ${t('categories.optionValue')} ${index + 1}`}
            placeholder={t('categories.optionValue')}
            data-testid="designer-option-value"
            value={option.value}
            maxLength={CATEGORY_FIELD_TEXT_MAX_LENGTH}
            onChange={(event) => onChange((list) => setOptionValue(list, option.uid, event.target.value))}
          />
          <Tooltip title={t('categories.moveUp')}>
            <Button aria-label={t('categories.moveUp')} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onChange((list) => moveEntry(list, option.uid, -1))} />
          </Tooltip>
          <Tooltip title={t('categories.moveDown')}>
            <Button
              aria-label={t('categories.moveDown')}
              icon={<ArrowDownOutlined />}
              disabled={index === options.length - 1}
              onClick={() => onChange((list) => moveEntry(list, option.uid, 1))}
            />
          </Tooltip>
          <Tooltip title={t('categories.removeOption')}>
            <Button aria-label={t('categories.removeOption')} icon={<CloseOutlined />} onClick={() => onChange((list) => list.filter((entry) => entry.uid !== option.uid))} />
          </Tooltip>
        </Flex>
      ))}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid="designer-add-option"
          disabled={options.length >= CATEGORY_FIELD_MAX_OPTIONS}
          onClick={() => onChange((list) => [...list, newOption('')])}
        >
          {t('categories.addOption')}
        </Button>
      </div>
    </Flex>
  );
}
