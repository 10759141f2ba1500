import { errorTexts } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { staffContractsTexts as texts } from '@portal/contracts/staff-contracts/texts';
import { Card, ErrorState, Page, Skeleton } from '@portal/ui';
import { AgreementCard } from './AgreementCard.tsx';
import { SecurityFormCard } from './SecurityFormCard.tsx';
import './contracts.css';

/**
 * /v3/typist/contracts and /v3/proofreader/contracts (staff spec section 2): the consultancy
 * agreement and the IT security form, each signed once. Until both are, the shell keeps the
 * typist or proofreader here; signing refreshes the profile, which lets them on.
 */
export function ContractsPage() {
  const profile = useGetProfileQuery();
  if (profile.isLoading)
    return (
      <Page title={texts.pageTitle}>
        <div className="contracts" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton variant="block" height={480} />
          <Skeleton variant="block" height={480} />
        </div>
      </Page>
    );
  const user = profile.data;
  if (!user)
    return (
      <Page title={texts.pageTitle}>
        <Card>
          <ErrorState
            message={errorTexts.somethingWentWrong}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        </Card>
      </Page>
    );
  const { contracts } = user;
  const bothSigned = Boolean(
    contracts?.consultancyAgreementSignedAt && contracts.securityRequirementsSignedAt,
  );
  return (
    <Page
      title={texts.pageTitle}
      description={bothSigned ? texts.allSigned : texts.pageDescription}
    >
      <div className="contracts">
        <AgreementCard user={user} />
        <SecurityFormCard user={user} />
      </div>
    </Page>
  );
}
