import { errorTexts, type User } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { staffContractsTexts as texts } from '@portal/contracts/staff-contracts/texts';
import { Page, QueryState, Skeleton } from '@portal/ui';
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
  const user = profile.data;
  return (
    <Page
      title={texts.pageTitle}
      description={user && (bothSigned(user) ? texts.allSigned : texts.pageDescription)}
    >
      <QueryState
        query={profile}
        loading={
          <div className="contracts" role="status" aria-busy="true" aria-label="Loading">
            <Skeleton variant="block" height={480} />
            <Skeleton variant="block" height={480} />
          </div>
        }
        errorMessage={errorTexts.somethingWentWrong}
        failureInCard
        keepData
      >
        {(signer) => (
          <div className="contracts">
            <AgreementCard user={signer} />
            <SecurityFormCard user={signer} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

const bothSigned = ({ contracts }: User) =>
  Boolean(contracts?.consultancyAgreementSignedAt && contracts.securityRequirementsSignedAt);
