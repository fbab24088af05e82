import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '@switchboard/shared/ui';

/** Light or dark, labelled: the profile page and the signed-out pages offer the same choice. */
export function ThemeChoice({ id, value, onChange, testId }: { id: string; value: ThemeMode; onChange: (theme: ThemeMode) => void; testId: string }) {
  const { t } = useTranslation('shell');
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={id} type="secondary">
        {t('account.theme')}
      </Typography.Text>
      <Segmented<ThemeMode>
        aria-labelledby={id}
        value={value}
        onChange={onChange}
        options={[
          { value: 'light', label: t('account.themeLight') },
          { value: 'dark', label: t('account.themeDark') },
        ]}
        data-testid={testId}
      />
    </Flex>
  );
}
