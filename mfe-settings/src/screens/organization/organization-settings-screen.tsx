import { useState } from 'react';
import { Alert, Form, Input, Result, Select, Typography } from 'antd';
import { Card, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_PATTERN,
  HUB_TITLE_MAX_LENGTH,
  ORGANIZATION_CHANGED_EVENT,
  LOCALES,
  ORGANIZATION_DATE_FORMATS,
  ORGANIZATION_NAME_MAX_LENGTH,
  paths,
  type OrganizationSettings,
  type OrganizationSettingsWrite,
} from '@switchboard/shared/contracts';
import { DetailsPage, fieldErrorsOf, PageHeader, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { LANGUAGE_NAMES } from '@switchboard/shared/i18n';
import { usePermissions } from '@switchboard/shared/permissions';
import { organizationSettingsApi } from '../../api/organization-settings-api';
import { OrganizationLogoField } from './organization-logo-field';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import type { SettingsMessages } from '../../i18n/types';

type FormValues = Omit<OrganizationSettingsWrite, 'supportEmail' | 'hubTitle'> & { supportEmail: string; hubTitle: string };
type Field = keyof FormValues;
type InvalidKey = Extract<keyof SettingsMessages['organizationSettings'], `invalid${string}`>;

/** The message shown next to each field when the API refuses it (its own English detail stays in the toast's place). */
const INVALID: Record<Field, InvalidKey> = {
  name: 'invalidName',
  defaultLanguage: 'invalidLanguage',
  timeZone: 'invalidTimeZone',
  dateFormat: 'invalidDateFormat',
  supportEmail: 'invalidSupportEmail',
  hubSelfRegistration: 'invalidHubSelfRegistration',
  hubTitle: 'invalidHubTitle',
};
const FIELDS = Object.keys(INVALID) as Field[];

/** 'UTC' first: the default, and not always among the runtime's zone names. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));
/** One date written in each format, so the choice shows what it does. */
const SAMPLE_DATE: Record<(typeof ORGANIZATION_DATE_FORMATS)[number], string> = {
  'DD/MM/YYYY': '31/12/2026',
  'MM/DD/YYYY': '12/31/2026',
  'YYYY-MM-DD': '2026-12-31',
  'DD MMM YYYY': '31 Dec 2026',
};
const DATE_FORMAT_OPTIONS = ORGANIZATION_DATE_FORMATS.map((format) => ({ value: format, label: `${SAMPLE_DATE[format]} (${format})` }));

const toFormValues = (settings: OrganizationSettings): FormValues => ({
  name: settings.name,
  defaultLanguage: settings.defaultLanguage,
  timeZone: settings.timeZone,
  dateFormat: settings.dateFormat,
  supportEmail: settings.supportEmail ?? '',
  hubSelfRegistration: settings.hubSelfRegistration,
  hubTitle: settings.hubTitle ?? '',
});

const toWrite = (values: FormValues): OrganizationSettingsWrite => ({
  ...values,
  name: values.name.trim(),
  supportEmail: values.supportEmail?.trim() || null,
  hubTitle: values.hubTitle?.trim() || null,
});

const loadSettings = () => organizationSettingsApi.get();

/** `/settings/organization`: the organisation's name, regional defaults and hub settings; read-only without edit. */
export function OrganizationSettingsScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { hasAny } = usePermissions();
  const canView = hasAny(['organization:settings:view']);
  const title = t('areas.organization.name');
  const breadcrumb = [{ title: t('index.title'), to: paths.settings() }, { title }];
  if (!canView) {
    return (
      <>
        <PageHeader title={<span data-testid="page-title">{title}</span>} breadcrumb={breadcrumb} />
        <Result status="403" title={t('organizationSettings.noAccess')} />
      </>
    );
  }
  return <OrganizationSettingsForm title={title} breadcrumb={breadcrumb} canEdit={hasAny(['organization:settings:edit'])} />;
}

interface FormProps {
  title: string;
  breadcrumb: { title: string; to?: string }[];
  canEdit: boolean;
}

function OrganizationSettingsForm({ title, breadcrumb, canEdit }: FormProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const feedback = useFeedback();
  // One record, no id: a constant key loads it once (and again on retry).
  const { state, update, reload } = useDetailsRecord('current', loadSettings);
  const [form] = Form.useForm<FormValues>();
  const save = useSave();
  const [dirty, setDirty] = useState(false);
  const invalid = (field: Field) => t(`organizationSettings.${INVALID[field]}`);

  // The API's field errors in the user's language, next to their fields.
  const showFieldErrors = (error: unknown) => {
    const errors = fieldErrorsOf(error, FIELDS);
    form.setFields(errors.map(({ name }) => ({ name: name as [Field], errors: [invalid(name[0] as Field)] })));
    return errors.length > 0;
  };

  const submit = async (values: FormValues) => {
    const next = await save.run({
      send: () => organizationSettingsApi.save(toWrite(values)),
      fieldErrors: showFieldErrors,
      messages: { saved: t('organizationSettings.saved'), failed: t('organizationSettings.saveFailed') },
    });
    if (!next) return;
    update(() => next);
    form.setFieldsValue(toFormValues(next));
    setDirty(false);
    // The host shows the name and writes dates in the organisation's format.
    window.dispatchEvent(new Event(ORGANIZATION_CHANGED_EVENT));
  };

  return (
    <DetailsPage<OrganizationSettings>
      state={state}
      onRetry={reload}
      title={title}
      breadcrumb={breadcrumb}
      listPath={paths.settings()}
      texts={{ notFound: t('organizationSettings.notFound'), loadFailed: t('organizationSettings.loadFailed'), backToList: t('organizationSettings.backToSettings') }}
      isDirty={() => dirty}
      save={canEdit ? { onSave: () => form.submit(), saving: save.saving, testId: 'organization-save' } : undefined}
    >
      {(settings) =>
        settings ? (
          <Card style={{ maxWidth: 760 }}>
            <Typography.Paragraph type="secondary">{t('organizationSettings.intro')}</Typography.Paragraph>
            {canEdit ? null : <Alert type="info" showIcon style={{ marginBlockEnd: 16 }} title={t('organizationSettings.readOnly')} data-testid="organization-read-only" />}
            <Form<FormValues>
              form={form}
              name="organization-settings"
              layout="vertical"
              data-testid="organization-form"
              initialValues={toFormValues(settings)}
              onValuesChange={() => setDirty(true)}
              onFinish={(values) => void submit(values)}
              onFinishFailed={() => feedback.warning(t('organizationSettings.checkFields'))}
              scrollToFirstError={{ focus: true, block: 'center' }}
              disabled={!canEdit || save.saving}
            >
              <Typography.Title level={5}>{t('organizationSettings.general')}</Typography.Title>
              <Form.Item
                name="name"
                label={t('organizationSettings.name')}
                rules={[{ required: true, whitespace: true, max: ORGANIZATION_NAME_MAX_LENGTH, message: invalid('name') }]}
              >
                <Input data-testid="organization-name" dir="auto" maxLength={ORGANIZATION_NAME_MAX_LENGTH} />
              </Form.Item>
              <Form.Item label={t('organizationSettings.logo')} extra={t('organizationSettings.logoHint')}>
                <OrganizationLogoField logo={settings.logo} canEdit={canEdit} onChanged={(next) => update((current) => (current ? { ...current, logo: next.logo } : next))} />
              </Form.Item>

              <Typography.Title level={5}>{t('organizationSettings.regional')}</Typography.Title>
              <Form.Item name="defaultLanguage" label={t('organizationSettings.defaultLanguage')} rules={[{ required: true, message: invalid('defaultLanguage') }]}>
                <Select data-testid="organization-language" options={LANGUAGE_OPTIONS} />
              </Form.Item>
              <Form.Item name="timeZone" label={t('organizationSettings.timeZone')} rules={[{ required: true, message: invalid('timeZone') }]}>
                <Select data-testid="organization-time-zone" options={TIME_ZONE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
              <Form.Item name="dateFormat" label={t('organizationSettings.dateFormat')} rules={[{ required: true, message: invalid('dateFormat') }]}>
                <Select data-testid="organization-date-format" options={DATE_FORMAT_OPTIONS} />
              </Form.Item>

              <Typography.Title level={5}>{t('organizationSettings.hub')}</Typography.Title>
              <Form.Item
                name="supportEmail"
                label={t('organizationSettings.supportEmail')}
                extra={t('organizationSettings.supportEmailHint')}
                rules={[{ pattern: EMAIL_PATTERN, message: invalid('supportEmail') }]}
              >
                <Input data-testid="organization-support-email" type="email" dir="ltr" autoComplete="email" />
              </Form.Item>
              <Form.Item
                name="hubSelfRegistration"
                label={t('organizationSettings.hubSelfRegistration')}
                extra={t('organizationSettings.hubSelfRegistrationHint')}
                valuePropName="checked"
              >
                <Switch data-testid="organization-self-registration" />
              </Form.Item>
              <Form.Item
                name="hubTitle"
                label={t('organizationSettings.hubTitle')}
                extra={t('organizationSettings.hubTitleHint')}
                rules={[{ max: HUB_TITLE_MAX_LENGTH, message: invalid('hubTitle') }]}
              >
                <Input data-testid="organization-hub-title" dir="auto" maxLength={HUB_TITLE_MAX_LENGTH} />
              </Form.Item>
            </Form>
          </Card>
        ) : null
      }
    </DetailsPage>
  );
}
