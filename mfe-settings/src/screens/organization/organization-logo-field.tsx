import { useRef, useState } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_CHANGED_EVENT, PICTURE_MAX_BYTES, PICTURE_TYPES, type OrganizationSettings } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { organizationSettingsApi } from '../../api/organization-settings-api';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

export interface OrganizationLogoFieldProps {
  logo: string | null;
  canEdit: boolean;
  /** The settings as the server answered the change. */
  onChanged: (settings: OrganizationSettings) => void;
}

const MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

/**
 * The logo: shown as it is, and for editors an upload (saved at once, apart from the form) and a
 * removal that asks first.
 */
export function OrganizationLogoField({ logo, canEdit, onChanged }: OrganizationLogoFieldProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<OrganizationSettings>, done: string) => {
    setBusy(true);
    try {
      onChanged(await work());
      // The host's top bar shows the logo too.
      window.dispatchEvent(new Event(ORGANIZATION_CHANGED_EVENT));
      feedback.success(done);
    } catch (error) {
      feedback.failed(error, t('organizationSettings.logoFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type) || file.size > PICTURE_MAX_BYTES) {
      feedback.error({ title: t('organizationSettings.logoRule', { size: MAX_MB }) });
      if (input.current) input.current.value = '';
      return;
    }
    void run(() => organizationSettingsApi.uploadLogo(file), t('organizationSettings.logoChanged'));
  };

  const remove = () =>
    modal.confirm({
      title: t('organizationSettings.removeLogoConfirm'),
      okText: t('organizationSettings.removeLogo'),
      okButtonProps: { danger: true },
      cancelText: t('organizationSettings.cancel'),
      onOk: () => run(() => organizationSettingsApi.setLogo(null), t('organizationSettings.logoRemoved')),
    });

  return (
    <Flex gap={16} align="center" wrap>
      {logo ? (
        <img src={logo} alt={t('organizationSettings.logo')} height={48} style={{ maxWidth: 200, objectFit: 'contain' }} data-testid="organization-logo" />
      ) : (
        <Typography.Text type="secondary">{t('organizationSettings.noLogo')}</Typography.Text>
      )}
      {canEdit && (
        <Flex gap={8} wrap>
          <input ref={input} type="file" accept={PICTURE_TYPES.join(',')} hidden data-testid="organization-logo-input" onChange={(event) => upload(event.target.files?.[0])} />
          <Button loading={busy} onClick={() => input.current?.click()} data-testid="organization-logo-upload">
            {logo ? t('organizationSettings.changeLogo') : t('organizationSettings.uploadLogo')}
          </Button>
          {logo && (
            <Button danger disabled={busy} onClick={remove} data-testid="organization-logo-remove">
              {t('organizationSettings.removeLogo')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
