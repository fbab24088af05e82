import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KitText } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE } from '../i18n/resources';

/** An agent's name; one who was removed keeps it, followed by a muted "(former user)". */
export function PersonName({ person, strong = false }: { person: { name: string; former?: boolean }; strong?: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <>
      {strong ? (
        <KitText strong dir="auto">
          {person.name}
        </KitText>
      ) : (
        <span dir="auto">{person.name}</span>
      )}
      {person.former ? (
        <KitText type="secondary" data-testid="former-user">
          {' '}
          {t('person.former')}
        </KitText>
      ) : null}
    </>
  );
}

/** The same as plain text, for sentences and pick lists. */
export function personNameText(person: { name: string; former?: boolean }, t: TFunction): string {
  return person.former ? `${person.name} ${t('person.former')}` : person.name;
}
