import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, type BreadcrumbEntry } from './page-header.js';

export interface NotBuiltYetProps {
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
}

/** An honest placeholder for a screen a later release builds: its title, and a plain statement. */
export function NotBuiltYet({ title, breadcrumb }: NotBuiltYetProps) {
  const { t } = useTranslation('common');
  return (
    <section>
      <PageHeader title={title} breadcrumb={breadcrumb} />
      <Result status="info" title={t('notBuilt.title')} subTitle={t('notBuilt.description')} />
    </section>
  );
}
