import { useState } from 'react';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button } from '@portal/ui';
import { CompanyList } from './CompanyList.tsx';
import { CompanyPeople } from './CompanyPeople.tsx';
import type { TargetAccount } from './target-account.ts';
import './target-account.css';

/**
 * Chooses a business account in two steps: a company from a search, then its owner or one of
 * its members. Going back keeps the search.
 */
export function TargetAccountPicker({ onChoose }: { onChoose: (target: TargetAccount) => void }) {
  const [search, setSearch] = useState('');
  const [company, setCompany] = useState<CompanyView>();
  const [cameBack, setCameBack] = useState(false);
  return (
    <div className="target-account">
      {company ? (
        <CompanyPeople
          company={company}
          onChoose={onChoose}
          onBack={() => {
            setCompany(undefined);
            setCameBack(true);
          }}
        />
      ) : (
        <CompanyList
          search={search}
          onSearch={setSearch}
          onPick={setCompany}
          focusSearch={cameBack}
        />
      )}
    </div>
  );
}

/**
 * Whose account the page acts for: the person and their company (when they have one), with a way
 * to choose another.
 */
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
        Acting for <strong>{target.personName}</strong>
        {target.companyName !== null && (
          <>
            {' '}
            of <strong>{target.companyName}</strong>
          </>
        )}
      </span>
      <Button variant="secondary" size="sm" onClick={onChange}>
        Change business account
      </Button>
    </div>
  );
}
