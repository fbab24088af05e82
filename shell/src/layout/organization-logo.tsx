import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationBasics } from '@switchboard/shared/client';
import { initialsOf } from '../common/initials';
import { onOrganizationChanged, organizationBasics } from '../common/organization-basics';

/**
 * The organisation's logo from the session bootstrap, or its initials when there is none (or it does
 * not load); its name on hover and for screen readers. Follows changes made in settings.
 */
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
    <span
      className="sb-frame-logo"
      role="img"
      aria-label={logo ? t('topbar.organizationLogo', { name: organization.name }) : organization.name}
      title={organization.name}
      data-testid="organization-logo"
    >
      {logo ? <img src={logo} alt="" onError={() => setLogoBroken(true)} /> : <span aria-hidden="true">{initialsOf(organization.name)}</span>}
    </span>
  );
}
