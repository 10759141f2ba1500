import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { SelectField, TextField, type SelectOption } from '@portal/ui/fields';
import type { TableStateApi } from './useTableState.ts';

/** A filter typed in: it applies once typing stops for the table's debounce. */
export interface TextFilterField {
  key: string;
  label: string;
}

/** A filter chosen from a list: it applies at once. */
export interface ChoiceFilterField {
  key: string;
  label: string;
  /** What the empty choice reads (no filter): "Any", "All statuses". */
  placeholder: string;
  options: readonly SelectOption[];
}

export interface TableFiltersProps {
  table: TableStateApi;
  /** The search region's name: "Filter projects". */
  label: string;
  texts: readonly TextFilterField[];
  choices?: readonly ChoiceFilterField[];
  /** Filters of the screen's own (a choice of several), after the shared ones. */
  children?: ReactNode;
  /**
   * A layout of the screen's own in place of the shared grid: the block's class, its fields'
   * with `__field` and the clear button's with `__clear`.
   */
  className?: string;
}

/** A data table's filters and their Clear filters, which empties them all. */
export function TableFilters({
  table,
  label,
  texts,
  choices = [],
  children,
  className = 'ui-table-filters',
}: TableFiltersProps) {
  const { filterInputs } = table;
  const filtered = Object.values(filterInputs).some((value) => value.trim() !== '');
  return (
    <div role="search" className={className} aria-label={label}>
      {texts.map(({ key, label: fieldLabel }) => (
        <TextField
          key={key}
          type="search"
          label={fieldLabel}
          value={filterInputs[key] ?? ''}
          onChange={(event) => table.setFilterInput(key, event.target.value)}
          autoComplete="off"
          containerClassName={`${className}__field`}
        />
      ))}
      {choices.map(({ key, label: fieldLabel, placeholder, options }) => (
        <SelectField
          key={key}
          label={fieldLabel}
          placeholder={placeholder}
          options={options}
          value={filterInputs[key] ?? ''}
          onChange={(event) => table.setFilter(key, event.target.value)}
          containerClassName={`${className}__field`}
        />
      ))}
      {children}
      <Button
        variant="quiet"
        className={`${className}__clear`}
        disabled={!filtered}
        onClick={() => table.clearFilter()}
      >
        Clear filters
      </Button>
    </div>
  );
}
