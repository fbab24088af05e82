import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useFeedback } from '@switchboard/shared/crud';
import { savePreferences } from './preferences';
import { rememberSignedOutChoice } from './signed-out-choice';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/**
 * The labelled language select of the profile popover, the profile page and the sign-in pages; `id`
 * keeps labels unique per page. With `persist` the choice is also saved to the agent's preferences,
 * so it follows them to other browsers; on a signed-out page it is saved once the agent signs in.
 */
export function LanguagePicker({ id = 'profile-language-label', persist = false }: { id?: string; persist?: boolean }) {
  const { t } = useTranslation('shell');
  const feedback = useFeedback();
  const lang = useSession((state) => state.lang);
  const choose = (next: Locale) => {
    void setLanguage(next);
    if (persist) savePreferences({ language: next }).catch((error: unknown) => feedback.failed(error, t('account.saveFailed')));
    else if (!useSession.getState().user) rememberSignedOutChoice({ language: next });
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={id} type="secondary">
        {t('profile.language')}
      </Typography.Text>
      <Select<Locale>
        showSearch={{ optionFilterProp: 'label' }}
        value={lang}
        options={LANGUAGE_OPTIONS}
        onChange={choose}
        aria-labelledby={id}
        placeholder={t('profile.searchLanguage')}
        data-testid="language-picker"
        style={{ width: '100%' }}
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
      />
    </Flex>
  );
}
