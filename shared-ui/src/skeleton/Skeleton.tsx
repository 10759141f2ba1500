import type { CSSProperties } from 'react';
import { cx } from '../internal/cx.ts';
import './skeleton.css';

export type SkeletonVariant = 'line' | 'block' | 'circle';

export interface SkeletonProps {
  /** line: one line of text at the current font size; block: a box; circle: an avatar. */
  variant?: SkeletonVariant;
  /** Numbers are pixels. Lines default to the full width, blocks to 100% x 4rem. */
  width?: number | string;
  height?: number | string;
  /** For line: how many lines; the last one is shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder the size of the content it stands for, so nothing moves when data arrives.
 * It is hidden from assistive technology: mark the loading region with aria-busy instead.
 */
export function Skeleton({ variant = 'line', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (variant === 'line' && lines > 1) {
    return (
      <span className={cx('ui-skeleton-lines', className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="ui-skeleton ui-skeleton--line" />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx('ui-skeleton', `ui-skeleton--${variant}`, className)}
      style={style}
      aria-hidden="true"
    />
  );
}
