/** Two stacked arrow heads; the active direction is drawn solid, the other faint. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg
      className="ui-data-table__sort-icon"
      viewBox="0 0 12 16"
      width="0.75em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M6 1 10.5 6.5h-9z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 15 1.5 9.5h9z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}
