import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { Breadcrumb } from '@switchboard/shared/antd-signed-in';
import { Link } from 'react-router-dom';

export interface BreadcrumbEntry {
  title: ReactNode;
  /** In-app path; the last entry usually has none. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  /** Primary actions, shown on the trailing side. */
  extra?: ReactNode;
}

/** The one page pattern of every screen: breadcrumb, title, actions on the trailing side. */
export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <header style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 ? (
        <Breadcrumb
          style={{ marginBottom: 8 }}
          items={breadcrumb.map((entry) => ({ title: entry.to ? <Link to={entry.to}>{entry.title}</Link> : entry.title }))}
        />
      ) : null}
      <Flex align="center" justify="space-between" gap={12} wrap="wrap">
        {/* The screen's one h1 (its title), at the size of a section heading. */}
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {title}
        </Typography.Title>
        {extra ? (
          <Flex gap={8} wrap="wrap" align="center">
            {extra}
          </Flex>
        ) : null}
      </Flex>
    </header>
  );
}
