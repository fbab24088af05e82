import { NotBuiltYet } from '@switchboard/shared/crud';
import { useTranslation } from 'react-i18next';

export interface NotBuiltYetPageProps {
  /** Key of the page title in the `shell` namespace. */
  titleKey: string;
}

/** A top-level page outside the agent layout that a later release builds (install, agent widget…). */
export function NotBuiltYetPage({ titleKey }: NotBuiltYetPageProps) {
  const { t } = useTranslation('shell');
  return (
    <main style={{ maxWidth: 960, marginInline: 'auto', padding: 24 }}>
      <NotBuiltYet title={t(titleKey)} />
    </main>
  );
}
