import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubBranding } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../api';
import { HUB_NAMESPACE } from '../i18n/resources';
import { IsolatedLine } from './isolated-line';

// One request per page and organisation: the header and the sign-in card share the answer.
const loads = new Map<string, Promise<HubBranding | null>>();

/** Forgets what was loaded (tests; a page that changed the branding). */
export function forgetHubBranding(): void {
  loads.clear();
}

/**
 * The hub's branding: undefined while it loads, null when there is none (the product name shows
 * instead). Loaded once per organisation and page.
 */
export function useHubBranding(organizationId: string | null = null): HubBranding | null | undefined {
  const key = organizationId ?? '';
  const [state, setState] = useState<{ key: string; branding: HubBranding | null } | null>(null);
  useEffect(() => {
    let current = true;
    if (!loads.has(key)) loads.set(key, hubAuthApi.branding(organizationId).catch(() => null));
    void loads.get(key)!.then((loaded) => current && setState({ key, branding: loaded }));
    return () => {
      current = false;
    };
  }, [key, organizationId]);
  // An answer for another organisation (the customer changed) is not this one's.
  return state && state.key === key ? state.branding : undefined;
}

/**
 * The organisation's logo and name (its hub title when it set one). Nothing while the branding loads,
 * so the generic product name never flashes before the organisation's; the product name only when
 * the organisation is unknown.
 */
export function HubBrand({ branding, level }: { branding: HubBranding | null | undefined; level: 4 | 5 }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const title = branding === undefined ? '' : (branding?.title ?? t('brand'));
  const Heading = level === 4 ? 'h4' : 'h5';
  // Plain elements (the sign-in screen draws it before antd loads), sized like the kit's headings; the
  // colour is the surrounding text's, so it follows the theme in the header and on the sign-in card.
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      {branding?.logo ? <img src={branding.logo} alt="" height={level === 4 ? 32 : 24} style={{ maxWidth: 120, objectFit: 'contain' }} data-testid="hub-logo" /> : null}
      {/* Hidden from assistive technology while empty: no blank heading. */}
      <Heading
        style={{ margin: 0, minWidth: 0, color: 'inherit', fontSize: level === 4 ? 20 : 16, fontWeight: 600, lineHeight: 1.5 }}
        aria-hidden={title ? undefined : true}
        data-testid="hub-title"
      >
        <IsolatedLine text={title} />
      </Heading>
    </div>
  );
}
