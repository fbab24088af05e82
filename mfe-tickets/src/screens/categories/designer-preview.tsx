import { useMemo } from 'react';
import { Empty, Form, Typography } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { initialFieldValues, normaliseFields } from '@switchboard/shared/format';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CategoryFieldItem } from '../ticket-create/category-field-item';
import { toPreviewFields, type DesignerField } from './designer-model';

/** The form customers will see for this category, from the unsaved field list. */
export function DesignerPreview({ fields }: { fields: readonly DesignerField[] }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const preview = useMemo(() => normaliseFields(toPreviewFields(fields)), [fields]);
  // A new key when the list changes shape or defaults: the preview form starts again from the defaults.
  const formKey = useMemo(() => JSON.stringify(preview.map((field) => [field.key, field.type, field.defaultValue])), [preview]);

  return (
    <Card size="small" data-testid="designer-preview" title={t('categories.preview')} style={{ position: 'sticky', insetBlockStart: 16 }}>
      <Typography.Paragraph type="secondary">{t('categories.previewHint')}</Typography.Paragraph>
      {preview.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('categories.previewEmpty')} />
      ) : (
        <Form key={formKey} layout="vertical" initialValues={{ fields: initialFieldValues(preview) }} aria-label={t('categories.preview')}>
          {preview.map((field) => (
            <CategoryFieldItem key={field.key} field={field} />
          ))}
        </Form>
      )}
    </Card>
  );
}
