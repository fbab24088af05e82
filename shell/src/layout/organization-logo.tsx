import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { Avatar } from '@switchboard/shared/antd-signed-in';
import type { OrganizationBasics } from '@switchboard/shared/client';
import { initialsOf } from '../common/initials';
import { onOrganizationChanged, organizationBasics } from '../common/organization-basics';
import { useTranslation } from 'react-i18next';

/** The organisation's logo from `GET organization/me`, or its initials when there is none; follows changes made in settings. */
export function OrganizationLogo() {
  const { t } = useTranslation('shell');
  const [organization, setOrganization] = useState<OrganizationBasics | null>(null);
  const [logoBroken, setLogoBroken] = useState(false);

  // Loaded on arrival and again whenever a settings screen changes the organisation.
  const [version, setVersion] = useState(0);
  useEffect(() => onOrganizationChanged(() => setVersion((n) => n + 1)), []);

  useEffect(() => {
    let current = true;
    organizationBasics()
      .then((basics) => {
        if (!current) return;
        setOrganization(basics);
        setLogoBroken(false);
      })
      .catch(() => undefined); // the title still identifies the product; nothing to tell the user
    return () => {
      current = false;
    };
  }, [version]);

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
