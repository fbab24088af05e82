import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The labelled language select of the profile popover and the sign-in pages; `id` keeps labels unique per page. */
export function LanguagePicker({ id = 'profile-language-label' }: { id?: string }) {
  const { t } = useTranslation('shell');
  const lang = useSession((state) => state.lang);
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={id} type="secondary">
        {t('profile.language')}
      </Typography.Text>
      <Select<Locale>
        showSearch={{ optionFilterProp: 'label' }}
        value={lang}
        options={LANGUAGE_OPTIONS}
        onChange={(next) => void setLanguage(next)}
        aria-labelledby={id}
        placeholder={t('profile.searchLanguage')}
        data-testid="language-picker"
        style={{ width: '100%' }}
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
      />
    </Flex>
  );
}
