import { useEffect, useRef } from 'react';
import { useGetCompaniesQuery } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button, QueryState, Skeleton } from '@portal/ui';
import { TextField, useDebounce } from '@portal/ui/forms';

const SEARCH_DELAY_MS = 300;

/**
 * The companies whose name holds the search; choosing one lists its people. `focusSearch` puts
 * the focus back in the search, for someone coming back from a company's people.
 */
export function CompanyList({
  search,
  onSearch,
  onPick,
  focusSearch = false,
}: {
  search: string;
  onSearch: (search: string) => void;
  onPick: (company: CompanyView) => void;
  focusSearch?: boolean;
}) {
  const [name] = useDebounce(search.trim(), SEARCH_DELAY_MS);
  const companies = useGetCompaniesQuery(name ? { name } : undefined);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusSearch) field.current?.focus();
  }, [focusSearch]);
  return (
    <>
      <TextField
        ref={field}
        label="Search business accounts"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <QueryState
        query={companies}
        loading={<Skeleton variant="block" height={96} />}
        loadingLabel="Loading business accounts"
        errorMessage="We could not load the business accounts."
        isEmpty={({ result }) => result.length === 0}
        empty={<p className="ui-text-muted">No business account matches.</p>}
      >
        {({ result }) => (
          <ul className="target-account__list" aria-label="Business accounts">
            {result.map((company) => (
              <li key={company.id}>
                <Button variant="secondary" fullWidth onClick={() => onPick(company)}>
                  {company.name} — {company.ownerName}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
