import { useId } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Select, Tooltip, Typography } from 'antd';
import { Card, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FIELD_KEY_MAX_LENGTH, CATEGORY_FIELD_TEXT_MAX_LENGTH, CATEGORY_FIELD_TYPES, type CategoryFieldType } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { DefaultValueInput } from './default-value-input';
import { isChoiceType, type DesignerField, type DesignerOption } from './designer-model';
import { OptionsEditor } from './options-editor';

export interface FieldRowActions {
  rename: (name: string) => void;
  setKey: (key: string) => void;
  setType: (type: CategoryFieldType) => void;
  patch: (change: Partial<Pick<DesignerField, 'isRequired' | 'placeholder' | 'defaultValue'>>) => void;
  setOptions: (change: (options: DesignerOption[]) => DesignerOption[]) => void;
  move: (step: -1 | 1) => void;
  remove: () => void;
}

export interface DesignerFieldRowProps {
  field: DesignerField;
  index: number;
  count: number;
  /** Messages by property (`name`, `key`, `type`, `options`, `defaultValue`, …). */
  errors: Record<string, string> | undefined;
  actions: FieldRowActions;
}

/** One field of the designer: its properties, options and place in the list. */
export function DesignerFieldRow({ field, index, count, errors = {}, actions }: DesignerFieldRowProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const id = useId();
  const status = (property: string) => (errors[property] ? { validateStatus: 'error' as const, help: errors[property] } : {});
  const title = field.name.trim() || t('categories.untitledField');
  const rowError = errors.id ?? errors.isRequired ?? errors.placeholder;

  return (
    <Card
      size="small"
      data-testid="designer-field"
      data-field-key={field.key}
      title={
        <Typography.Text>
          <Typography.Text type="secondary">{index + 1}. </Typography.Text>
          {title}
        </Typography.Text>
      }
      extra={
        <Flex gap={4}>
          <Tooltip title={t('categories.moveUp')}>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`${t('categories.moveUp')}: ${title}`} data-testid="designer-move-up" disabled={index === 0} onClick={() => actions.move(-1)} />
          </Tooltip>
          <Tooltip title={t('categories.moveDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`${t('categories.moveDown')}: ${title}`}
              data-testid="designer-move-down"
              disabled={index === count - 1}
              onClick={() => actions.move(1)}
            />
          </Tooltip>
          <Tooltip title={t('categories.removeField')}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('categories.removeField')}: ${title}`} data-testid="designer-remove-field" onClick={actions.remove} />
          </Tooltip>
        </Flex>
      }
    >
      {rowError ? (
        <Typography.Text type="danger" role="alert">
          {rowError}
        </Typography.Text>
      ) : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldName')} htmlFor={`${id}-name`} required {...status('name')}>
            <Input id={`${id}-name`} data-testid="designer-field-name" value={field.name} maxLength={CATEGORY_FIELD_TEXT_MAX_LENGTH} onChange={(event) => actions.rename(event.target.value)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldKey')} htmlFor={`${id}-key`} tooltip={t('categories.fieldKeyHelp')} {...status('key')}>
            <Input id={`${id}-key`} data-testid="designer-field-key" dir="ltr" value={field.key} maxLength={CATEGORY_FIELD_KEY_MAX_LENGTH} onChange={(event) => actions.setKey(event.target.value)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldType')} htmlFor={`${id}-type`} {...status('type')}>
            <Select<CategoryFieldType>
              id={`${id}-type`}
              data-testid="designer-field-type"
              value={field.type}
              onChange={actions.setType}
              options={CATEGORY_FIELD_TYPES.map((type) => ({ value: type, label: t(`categories.types.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldPlaceholder')} htmlFor={`${id}-placeholder`}>
            <Input id={`${id}-placeholder`} value={field.placeholder} maxLength={CATEGORY_FIELD_TEXT_MAX_LENGTH} onChange={(event) => actions.patch({ placeholder: event.target.value })} />
          </Form.Item>
        </Col>
        {isChoiceType(field.type) ? (
          <Col span={24}>
            <Form.Item label={t('categories.options')} {...status('options')}>
              <OptionsEditor options={field.options} onChange={actions.setOptions} fieldName={title} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldDefault')} htmlFor={`${id}-default`} {...status('defaultValue')}>
            <DefaultValueInput id={`${id}-default`} field={field} onChange={(defaultValue) => actions.patch({ defaultValue })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('categories.fieldRequired')} htmlFor={`${id}-required`}>
            <Switch id={`${id}-required`} data-testid="designer-field-required" checked={field.isRequired} onChange={(isRequired) => actions.patch({ isRequired })} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
