import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../account/language-picker';

/** The frame of the signed-out pages: app title, a card holding `children`, the language below. */
export function AuthPageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Flex component="main" vertical align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Typography.Title level={2} style={{ marginBlock: '48px 0' }}>
        {t('app.title')}
      </Typography.Title>
      {title ? (
        <Card style={{ maxWidth: 400, width: '100%', marginBlock: 64 }}>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      ) : (
        children
      )}
    </Flex>
  );
}

/** The sign-in pages' footer: the language of the page. */
export function AuthPageLanguage() {
  return (
    <div style={{ marginBlockStart: 16 }}>
      <LanguagePicker id="signin-language-label" />
    </div>
  );
}
