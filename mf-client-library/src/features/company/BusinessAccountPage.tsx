import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetCompaniesQuery } from '@portal/contracts/company/client';
import { Card, ErrorState, Page, Skeleton } from '@portal/ui';
import { ApplyForBusinessAccount } from './ApplyForBusinessAccount.tsx';
import { CompanyDetails } from './CompanyDetails.tsx';
import { CompanyMembers } from './CompanyMembers.tsx';
import { InviteMember } from './InviteMember.tsx';
import { businessTexts } from './business-texts.ts';
import './business-account.css';

const TITLE = 'Business account';

/**
 * /v3/business-account (clients only): the client's company with its details, members and
 * invitations, managed by its owner; a client without one applies for it.
 */
export function BusinessAccountPage() {
  const profile = useGetProfileQuery();
  // A client's own company comes as a one-item page; an empty page means none yet.
  const companies = useGetCompaniesQuery();

  // Shaped as the page will be, its description line included, so the content lands in place.
  if (companies.isLoading || profile.isLoading)
    return (
      <Page title={TITLE} description={<Skeleton variant="line" width="24rem" />}>
        <div className="business-account" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton variant="block" height={280} />
          <Skeleton variant="block" height={280} />
        </div>
      </Page>
    );
  if (companies.error || !companies.data)
    return (
      <Page title={TITLE}>
        <Card>
          <ErrorState
            message={businessTexts.loadFailed}
            onRetry={() => void companies.refetch()}
            retrying={companies.isFetching}
          />
        </Card>
      </Page>
    );

  const company = companies.data.result[0];
  // Narrower than the loading page: a page of its own rather than the loading one reshaped.
  if (!company)
    return (
      <Page key="apply" title={TITLE} width="narrow">
        <ApplyForBusinessAccount />
      </Page>
    );

  const owner = company.ownerId === profile.data?.id;
  return (
    <Page
      title={TITLE}
      description={
        owner
          ? `${company.name}: your company's members order on its account.`
          : `You order on the account of ${company.name}, managed by ${company.ownerName}.`
      }
    >
      <div className="business-account">
        <div className="business-account__main">
          <CompanyMembers company={company} manage={owner} userId={profile.data?.id} />
        </div>
        <div className="business-account__side">
          <CompanyDetails company={company} editable={owner} />
          {owner && <InviteMember company={company} />}
        </div>
      </div>
    </Page>
  );
}
