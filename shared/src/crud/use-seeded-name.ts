import { useTranslation } from 'react-i18next';
import { seededNameKey, type SeededKind } from '@switchboard/shared/contracts';

/**
 * Shows what the api seeded (built-in roles, the Home division, the default schedule and policy) in
 * the reader's language while it keeps its seeded English name; anything named by an administrator
 * shows as typed. Pass `seeded: false` for an item the record marks as the organisation's own
 * (`builtIn` / `isHome` false). Edit forms keep the stored name: that is what a rename changes.
 */
export function useSeededName(): (kind: SeededKind, item: { name: string; seeded?: boolean }) => string {
  const { t } = useTranslation('common');
  return (kind, item) => {
    const key = seededNameKey(kind, item);
    return key ? t(key) : item.name;
  };
}
