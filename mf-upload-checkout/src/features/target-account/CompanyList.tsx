import { useEffect, useRef } from 'react';
import { useGetCompaniesQuery } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button, ErrorState, Skeleton } from '@portal/ui';
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
      {companies.isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading business accounts">
          <Skeleton variant="block" height={96} />
        </div>
      ) : companies.isError ? (
        <ErrorState
          message="We could not load the business accounts."
          onRetry={() => void companies.refetch()}
        />
      ) : companies.data?.result.length ? (
        <ul className="target-account__list" aria-label="Business accounts">
          {companies.data.result.map((company) => (
            <li key={company.id}>
              <Button variant="secondary" fullWidth onClick={() => onPick(company)}>
                {company.name} — {company.ownerName}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ui-text-muted">No business account matches.</p>
      )}
    </>
  );
}
