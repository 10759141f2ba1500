import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import './page.css';

export interface PageProps {
  /** The page's h1. Omit it only when the page renders its own h1. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the heading row, e.g. "Upload file". */
  actions?: ReactNode;
  /** Above the heading: breadcrumbs or a back link. */
  before?: ReactNode;
  /** wide: up to 1440 px (tables, libraries); narrow: a single form column (login, profile). */
  width?: 'wide' | 'narrow';
  children?: ReactNode;
  className?: string;
}

/** The content column of a screen with its heading row. The shell provides <main>. */
export function Page({
  title,
  description,
  actions,
  before,
  width = 'wide',
  children,
  className,
}: PageProps) {
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <div className={cx('ui-page', `ui-page--${width}`, className)}>
      {before}
      {hasHeader && (
        <div className="ui-page__header">
          <div className="ui-page__heading">
            {title !== undefined && <h1 className="ui-page__title">{title}</h1>}
            {description !== undefined && <p className="ui-page__description">{description}</p>}
          </div>
          {actions !== undefined && <div className="ui-page__actions">{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
