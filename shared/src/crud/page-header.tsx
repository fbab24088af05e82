import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { KitStyles, useKitTheme } from './kit-look.js';

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
  const mode = useKitTheme();
  return (
    <header className="sb-kit sb-page-header" data-theme={mode}>
      <KitStyles />
      {breadcrumb && breadcrumb.length > 0 ? (
        <nav className="sb-crumbs">
          <ol>
            {breadcrumb.map((entry, index) => (
              <li key={index}>{entry.to ? <Link to={entry.to}>{entry.title}</Link> : <span aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}>{entry.title}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="sb-page-header-row">
        {/* The screen's one h1 (its title), at the size of a section heading. */}
        <h1 className="sb-page-title">{title}</h1>
        {extra ? <div className="sb-page-actions">{extra}</div> : null}
      </div>
    </header>
  );
}
