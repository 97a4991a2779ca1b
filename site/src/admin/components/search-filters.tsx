import styled from 'styled-components';
import { fieldStyles } from '@site/shared/components/form-styles';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
  input,
  select {
    ${fieldStyles}
  }
  /* The search takes the room left beside the select, and its own line on a narrow screen. */
  input {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

export interface FilterOption<F extends string> {
  value: F;
  label: string;
}

/** A list's search box, labelled for assistive technology: the list below follows what it holds. */
export function SearchBox({
  search,
  onSearch,
  placeholder,
  label,
}: {
  search: string;
  onSearch(search: string): void;
  placeholder: string;
  label: string;
}) {
  return (
    <input
      type="search"
      placeholder={placeholder}
      aria-label={label}
      value={search}
      onChange={(e) => onSearch(e.target.value)}
    />
  );
}

/**
 * A list's search box and the select that narrows it (all, or one kind of entry): both are
 * labelled for assistive technology, and the list below follows what they hold.
 */
export function SearchFilters<F extends string>({
  search,
  onSearch,
  searchPlaceholder,
  searchLabel,
  filter,
  onFilter,
  filterLabel,
  filters,
}: {
  search: string;
  onSearch(search: string): void;
  searchPlaceholder: string;
  searchLabel: string;
  filter: F;
  onFilter(filter: NoInfer<F>): void;
  filterLabel: string;
  filters: readonly FilterOption<F>[];
}) {
  return (
    <Bar>
      <SearchBox
        search={search}
        onSearch={onSearch}
        placeholder={searchPlaceholder}
        label={searchLabel}
      />
      <select
        aria-label={filterLabel}
        value={filter}
        onChange={(e) => onFilter(filters.find((f) => f.value === e.target.value)?.value ?? filter)}
      >
        {filters.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Bar>
  );
}
