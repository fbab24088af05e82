import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKETS_NAMESPACE } from '../i18n/resources';

/** Beside a page title: marks the small-screen variant of a page (nothing on the usual one). */
export function MobileViewTag({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return mobile ? <Tag style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>{t('mobileView')}</Tag> : null;
}

/** A page's title (test id `page-title`), marked when it is the small-screen variant. */
export function PageTitle({ title, mobile }: { title: string; mobile: boolean }) {
  return (
    <>
      <span data-testid="page-title">{title}</span>
      <MobileViewTag mobile={mobile} />
    </>
  );
}
