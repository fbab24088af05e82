import { useEffect, useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HubBranding } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../api';
import { HUB_NAMESPACE } from '../i18n/resources';

// One request per page and organisation: the header and the sign-in card share the answer.
const loads = new Map<string, Promise<HubBranding | null>>();

/** Forgets what was loaded (tests; a page that changed the branding). */
export function forgetHubBranding(): void {
  loads.clear();
}

/** The hub's branding, null while it loads or when there is none (the product name shows instead). */
export function useHubBranding(organizationId: string | null = null): HubBranding | null {
  const [branding, setBranding] = useState<HubBranding | null>(null);
  useEffect(() => {
    let current = true;
    const key = organizationId ?? '';
    if (!loads.has(key)) loads.set(key, hubAuthApi.branding(organizationId).catch(() => null));
    void loads.get(key)!.then((loaded) => current && setBranding(loaded));
    return () => {
      current = false;
    };
  }, [organizationId]);
  return branding;
}

/** The organisation's logo and the hub's title; the product name until (or unless) they are known. */
export function HubBrand({ branding, level }: { branding: HubBranding | null; level: 4 | 5 }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const title = branding?.title ?? t('brand');
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      {branding?.logo ? <img src={branding.logo} alt="" height={level === 4 ? 32 : 24} style={{ maxWidth: 120, objectFit: 'contain' }} data-testid="hub-logo" /> : null}
      <Typography.Title level={level} style={{ margin: 0 }} ellipsis dir="auto" data-testid="hub-title">
        {title}
      </Typography.Title>
    </Flex>
  );
}
