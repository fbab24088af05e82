import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/crud';
import { PageTitle } from '../components';
import { TICKETS_NAMESPACE } from '../i18n/resources';

export interface PlaceholderPageProps {
  /** Key of the page title in the `tickets` namespace. */
  titleKey: string;
  /** The section's list page, shown as the breadcrumb's first entry on the other pages. */
  parent?: { titleKey: string; to: string };
}

/** A page whose real screen arrives in a later issue: its title and an honest "not built yet". */
export function PlaceholderPage({ titleKey, parent }: PlaceholderPageProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const title = t(titleKey);
  return (
    <NotBuiltYet
      title={<PageTitle title={title} />}
      breadcrumb={parent ? [{ title: t(parent.titleKey), to: parent.to }, { title }] : undefined}
    />
  );
}
