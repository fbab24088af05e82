import { useTranslation } from 'react-i18next';
import { paths } from '@switchboard/shared/contracts';
import { NotBuiltYet } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../i18n/resources';

export interface PlaceholderPageProps {
  /** Key of the page title in the `settings` namespace. */
  titleKey: string;
  /** The area's list page for the breadcrumb (details pages only). */
  parent?: { titleKey: string; to: string };
}

/** A settings page whose real screen arrives in a later issue: its title and an honest "not built yet". */
export function PlaceholderPage({ titleKey, parent }: PlaceholderPageProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const title = t(titleKey);
  const breadcrumb = [
    { title: t('index.title'), to: paths.settings() },
    ...(parent ? [{ title: t(parent.titleKey), to: parent.to }] : []),
    { title },
  ];
  return <NotBuiltYet title={<span data-testid="page-title">{title}</span>} breadcrumb={breadcrumb} />;
}
