import { useId } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import { pageCount, pageRange, pageWindow } from './table-state.ts';
import './data-table.css';

/** Spec section 9: the default table page size and its options. */
export const PER_PAGE_OPTIONS = [50, 100] as const;

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  /**
   * The server counted up to `total` and found more (the assign grid counts at most 1,000):
   * "out of 1,000+ items", and a next page past the last counted one.
   */
  totalIsCapped?: boolean;
  onPageChange(page: number): void;
  /** Shows the page size choice; the current perPage is always among the options. */
  perPageOptions?: readonly number[];
  onPerPageChange?(perPage: number): void;
  /** Names the navigation landmark when a screen has two tables. */
  label?: string;
}

/**
 * "Showing X - Y out of Z items" ("Z+" when the total is capped), five page links, previous and
 * next (spec sections 3 and 9).
 */
export function Paginator({
  page,
  perPage,
  total,
  totalIsCapped = false,
  onPageChange,
  perPageOptions,
  onPerPageChange,
  label = 'Pagination',
}: PaginatorProps) {
  const sizeId = useId();
  const pages = pageCount(perPage, total);
  const { from, to } = pageRange(page, perPage, total);
  const sizes = perPageOptions && [...new Set([perPage, ...perPageOptions])].sort((a, b) => a - b);

  return (
    <nav className="ui-paginator" aria-label={label}>
      <p className="ui-paginator__summary ui-tabular-nums" aria-live="polite">
        Showing {from} - {to} out of {totalIsCapped ? `${total.toLocaleString('en-GB')}+` : total}{' '}
        items
      </p>
      {(pages > 1 || totalIsCapped) && (
        <ul className="ui-paginator__pages">
          <li>
            <button
              type="button"
              className="ui-paginator__page"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <ChevronDownIcon className="ui-paginator__prev" />
            </button>
          </li>
          {pageWindow(page, pages).map((number) => (
            <li key={number}>
              <button
                type="button"
                className={cx(
                  'ui-paginator__page',
                  number === page && 'ui-paginator__page--current',
                )}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="ui-paginator__page"
              aria-label="Next page"
              disabled={page >= pages && !totalIsCapped}
              onClick={() => onPageChange(page + 1)}
            >
              <ChevronDownIcon className="ui-paginator__next" />
            </button>
          </li>
        </ul>
      )}
      {sizes && onPerPageChange && (
        <div className="ui-paginator__size">
          <label htmlFor={sizeId}>Per page</label>
          <select
            id={sizeId}
            className="ui-paginator__select"
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
