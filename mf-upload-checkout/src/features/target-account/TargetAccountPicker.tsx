import { useState } from 'react';
import { useGetCompaniesQuery } from '@portal/contracts/library';
import { Button, ErrorState, Skeleton } from '@portal/ui';
import { TextField } from '@portal/ui/forms';
import { useDebouncedValue } from '../quote/useDebouncedValue.ts';
import type { TargetAccount } from './target-account.ts';
import './target-account.css';

const SEARCH_DELAY_MS = 300;

/** A searchable list of the business accounts; choosing one acts for its owner. */
export function TargetAccountPicker({ onChoose }: { onChoose: (target: TargetAccount) => void }) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const companies = useGetCompaniesQuery(name ? { name } : undefined);
  return (
    <div className="target-account">
      <TextField
        label="Search business accounts"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
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
              <Button
                variant="secondary"
                fullWidth
                onClick={() =>
                  onChoose({
                    userId: company.ownerId,
                    companyName: company.name,
                    ownerName: company.ownerName,
                  })
                }
              >
                {company.name} — {company.ownerName}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ui-text-muted">No business account matches.</p>
      )}
    </div>
  );
}

/** Whose account the page acts for, with a way to choose another. */
export function TargetAccountBanner({
  target,
  onChange,
}: {
  target: TargetAccount;
  onChange: () => void;
}) {
  return (
    <div className="target-account__chosen" role="status">
      <span>
        Acting for <strong>{target.companyName}</strong> ({target.ownerName})
      </span>
      <Button variant="secondary" size="sm" onClick={onChange}>
        Change business account
      </Button>
    </div>
  );
}
