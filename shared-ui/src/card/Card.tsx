import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { Heading } from '../internal/Heading.tsx';
import type { HeadingLevel } from '../internal/Heading.tsx';
import './card.css';

export interface CardProps {
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Small controls at the end of the title row. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** The element: section (default) for a titled part of a page, div for plain grouping. */
  as?: 'section' | 'div' | 'article';
  className?: string;
}

/** A surface that groups related content. Padding follows the density. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  children,
  as: Tag = 'section',
  className,
}: CardProps) {
  const headingId = useId();
  // A titled section is a region named by its title, so assistive technology can jump to it.
  const named = title !== undefined && Tag === 'section';
  return (
    <Tag className={cx('ui-card', className)} aria-labelledby={named ? headingId : undefined}>
      {(title !== undefined || actions !== undefined) && (
        <div className="ui-card__header">
          {title !== undefined && (
            <Heading level={headingLevel} className="ui-card__title" id={headingId}>
              {title}
            </Heading>
          )}
          {actions !== undefined && <div className="ui-card__actions">{actions}</div>}
        </div>
      )}
      {children}
      {footer !== undefined && <div className="ui-card__footer">{footer}</div>}
    </Tag>
  );
}
