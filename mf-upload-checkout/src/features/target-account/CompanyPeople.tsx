import { useEffect, useRef } from 'react';
import { useGetCompanyMembersQuery, type CompanyMember } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button, QueryState, Skeleton } from '@portal/ui';
import type { TargetAccount } from './target-account.ts';

const personLabel = (person: CompanyMember) =>
  `${person.name}, ${person.isOwner ? 'owner' : 'member'} — ${person.email}`;

/**
 * The business accounts of one company: its owner first, then the members who joined. Pending
 * invitations are left out: only a joined member checks out on the company's account.
 */
export function CompanyPeople(props: {
  company: CompanyView;
  onChoose: (target: TargetAccount) => void;
  onBack: () => void;
}) {
  const { company } = props;
  const members = useGetCompanyMembersQuery(company.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The company's button is gone: keyboard and screen reader users continue from its name.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div>
        <Button variant="quiet" size="sm" onClick={props.onBack}>
          Back to business accounts
        </Button>
      </div>
      <h3 ref={heading} tabIndex={-1} className="target-account__company">
        {company.name}
      </h3>
      <p className="ui-text-muted target-account__lead">
        Choose the owner or a member to upload for.
      </p>
      <QueryState
        query={members}
        loading={<Skeleton variant="block" height={96} />}
        loadingLabel={`Loading the people of ${company.name}`}
        errorMessage={`We could not load the people of ${company.name}.`}
        isEmpty={({ members: people }) => people.length === 0}
        empty={
          <p className="ui-text-muted">No one in {company.name} has a business account yet.</p>
        }
      >
        {({ members: people }) => (
          <ul className="target-account__list" aria-label={`People of ${company.name}`}>
            {people.map((person) => (
              <li key={person.userId}>
                <Button
                  variant="secondary"
                  fullWidth
                  onClick={() =>
                    props.onChoose({
                      userId: person.userId,
                      companyName: company.name,
                      personName: person.name,
                    })
                  }
                >
                  {personLabel(person)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
