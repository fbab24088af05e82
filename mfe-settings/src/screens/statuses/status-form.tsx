import { Collapse, Form, Input, Select, Space, Typography, type FormInstance } from 'antd';
import { Switch } from '@switchboard/shared/antd-signed-in';
import { ColorPicker } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  STATUS_KINDS,
  STATUS_MIN_CONTRAST,
  STATUS_NAME_MAX_LENGTH,
  statusTagColors,
  type Locale,
  type StatusDetails,
  type StatusKind,
  type StatusWriteRequest,
} from '@switchboard/shared/contracts';
import { fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { LANGUAGE_NAMES } from '@switchboard/shared/i18n';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { StatusSampleTag } from './status-sample-tag';

export interface StatusFormValues {
  name: string;
  names: Partial<Record<Locale, string>>;
  color: string;
  kind: StatusKind;
  isDefault: boolean;
  pausesSla: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export const NEW_STATUS_VALUES: StatusFormValues = { name: '', names: {}, color: '#0958d9', kind: 'open', isDefault: false, pausesSla: false };

export const statusFormValuesOf = (status: StatusDetails): StatusFormValues => ({
  name: status.name,
  names: status.names,
  color: status.color,
  kind: status.kind,
  isDefault: status.isDefault,
  pausesSla: status.pausesSla,
});

/** The request body: names trimmed, blank translations left out (they fall back to the name). */
export function toStatusWrite(values: StatusFormValues): StatusWriteRequest {
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const translated = values.names?.[locale]?.trim();
    if (translated) names[locale] = translated;
  }
  return { name: values.name.trim(), names, color: values.color.toLowerCase(), kind: values.kind, isDefault: values.isDefault, pausesSla: values.pausesSla };
}

/** Live contrast of the chosen colour as a tag, with a sample. */
function ContrastPreview({ name, color }: { name: string; color: string }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  if (!HEX.test(color ?? '')) return null;
  const { ratio, readable } = statusTagColors(color);
  return (
    <Space wrap data-testid="status-contrast">
      <StatusSampleTag name={name?.trim() || t('statuses.sampleName')} color={color} />
      <Typography.Text type={readable ? 'success' : 'danger'} aria-live="polite">
        {t(readable ? 'statuses.contrastOk' : 'statuses.contrastLow', { ratio: ratio.toFixed(2), min: STATUS_MIN_CONTRAST })}
      </Typography.Text>
    </Space>
  );
}

/** Every field of a status, as the create and details pages edit it. */
export function StatusFields({ form, lockDefault = false, autoFocus = false }: { form: FormInstance<StatusFormValues>; lockDefault?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const name = Form.useWatch('name', form) ?? '';
  const color = Form.useWatch('color', form) ?? '';
  const kind = Form.useWatch('kind', form);
  const isDefault = Form.useWatch('isDefault', form);

  const colorRule = {
    validator: async (_: unknown, value: string) => {
      if (!HEX.test(value ?? '')) throw new Error(t('statuses.colorFormat'));
      const { ratio, readable } = statusTagColors(value);
      if (!readable) throw new Error(t('statuses.colorUnreadable', { ratio: ratio.toFixed(2), min: STATUS_MIN_CONTRAST }));
    },
  };
  const kindRule = {
    validator: async (_: unknown, value: StatusKind) => {
      if (isDefault && (value === 'resolved' || value === 'closed')) throw new Error(t('statuses.defaultKindFinished'));
    },
  };

  return (
    <>
      <Form.Item name="name" label={t('statuses.fields.name')} rules={[{ required: true, whitespace: true, message: t('statuses.nameRequired') }]}>
        <Input maxLength={STATUS_NAME_MAX_LENGTH} data-testid="status-name" dir="auto" autoFocus={autoFocus} />
      </Form.Item>
      <Collapse
        size="small"
        style={{ marginBlockEnd: 24 }}
        items={[
          {
            key: 'translations',
            label: t('statuses.translations'),
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('statuses.translationsHint')}</Typography.Paragraph>
                {LOCALES.map((locale) => (
                  <Form.Item key={locale} name={['names', locale]} label={LANGUAGE_NAMES[locale]}>
                    <Input maxLength={STATUS_NAME_MAX_LENGTH} dir="auto" lang={locale} data-testid={`status-name-${locale}`} />
                  </Form.Item>
                ))}
              </>
            ),
          },
        ]}
      />
      <Form.Item label={t('statuses.fields.color')} required extra={<ContrastPreview name={name} color={color} />}>
        <Space.Compact>
          <ColorPicker
            value={HEX.test(color) ? color : NEW_STATUS_VALUES.color}
            disabledAlpha
            format="hex"
            onChangeComplete={(value) => {
              form.setFieldValue('color', value.toHexString());
              void form.validateFields(['color']);
            }}
            // The trigger is a div: a button role (it opens the picker) lets it carry its name.
            {...{ role: 'button' }}
            aria-label={t('statuses.colorPicker')}
          />
          <Form.Item name="color" noStyle rules={[colorRule]} validateTrigger={['onChange', 'onBlur']}>
            <Input maxLength={7} style={{ inlineSize: 120 }} data-testid="status-color" aria-label={t('statuses.colorHex')} dir="ltr" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="kind" label={t('statuses.fields.kind')} rules={[kindRule]} dependencies={['isDefault']} extra={kind ? <span data-testid="status-kind-hint">{t(`statuses.kindHints.${kind}`)}</span> : null}>
        <Select
          data-testid="status-kind"
          aria-label={t('statuses.fields.kind')}
          options={STATUS_KINDS.map((value) => ({ value, label: t(`statuses.kinds.${value}`), title: t(`statuses.kindHints.${value}`) }))}
          optionRender={(option) => (
            <div>
              <div>{option.label}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {t(`statuses.kindHints.${option.value as StatusKind}`)}
              </Typography.Text>
            </div>
          )}
          style={{ maxInlineSize: 320 }}
        />
      </Form.Item>
      <Form.Item name="isDefault" label={t('statuses.fields.isDefault')} valuePropName="checked" extra={t(lockDefault ? 'statuses.defaultLocked' : 'statuses.defaultHint')}>
        <Switch data-testid="status-default" disabled={lockDefault} />
      </Form.Item>
      <Form.Item name="pausesSla" label={t('statuses.fields.pausesSla')} valuePropName="checked" extra={t('statuses.pausesSlaHint')}>
        <Switch data-testid="status-pauses-sla" />
      </Form.Item>
    </>
  );
}

/** Puts a refused save's reasons on the fields: a name in use (409) in words of its own, the rest as the server said. */
export function useStatusWriteErrors() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (form: FormInstance, error: unknown): boolean => {
    const fields = fieldErrorsOf(error, ['name', 'names', 'color', 'kind', 'isDefault', 'pausesSla']);
    if (statusOf(error) === 409 && fields.some((field) => field.name[0] === 'name')) {
      form.setFields([{ name: 'name', errors: [t('statuses.nameTaken')] }]);
      return true;
    }
    form.setFields(fields);
    return fields.length > 0;
  };
}
