import { useEffect, useState } from 'react';
import { Avatar, Tooltip } from 'antd';
import { authApi, type OrganizationBasics } from '@switchboard/shared/client';
import { initialsOf } from '../common/initials';
import { useTranslation } from 'react-i18next';

/** The organisation's logo from `GET organization/me`, or its initials when there is none. */
export function OrganizationLogo() {
  const { t } = useTranslation('shell');
  const [organization, setOrganization] = useState<OrganizationBasics | null>(null);
  const [logoBroken, setLogoBroken] = useState(false);

  useEffect(() => {
    let current = true;
    authApi
      .organization()
      .then((basics) => current && setOrganization(basics))
      .catch(() => undefined); // the title still identifies the product; nothing to tell the user
    return () => {
      current = false;
    };
  }, []);

  if (!organization) return null;
  const logo = organization.logo && !logoBroken ? organization.logo : undefined;
  return (
    <Tooltip title={organization.name}>
      <Avatar
        shape="square"
        size={32}
        src={logo}
        alt={t('topbar.organizationLogo', { name: organization.name })}
        onError={() => {
          setLogoBroken(true);
          return false;
        }}
        data-testid="organization-logo"
        style={{ flexShrink: 0 }}
        aria-label={organization.name}
      >
        {initialsOf(organization.name)}
      </Avatar>
    </Tooltip>
  );
}
