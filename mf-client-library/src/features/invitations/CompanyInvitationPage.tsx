import { useParams } from 'react-router';
import { usePortalDispatch } from '@portal/contracts';
import {
  useDeclineCompanyMutation,
  useGetCompanyInvitationQuery,
  useJoinCompanyMutation,
} from '@portal/contracts/company/client';
import { projectPermissionApi } from '@portal/contracts/project-permission/client';
import { InvitationReview, type Offer } from './InvitationReview.tsx';

/** /v3/company-invitation/{hash}: membership of a company's business account. */
export function CompanyInvitationPage() {
  const hash = useParams().hash ?? '';
  const dispatch = usePortalDispatch();
  const company = useGetCompanyInvitationQuery(hash);
  const [join, joining] = useJoinCompanyMutation();
  const [decline, declining] = useDeclineCompanyMutation();
  const offer: Offer | undefined = company.data && {
    kind: 'business invitation',
    title: company.data.companyName,
    from: company.data.from,
    permission: null,
  };
  // The pending list (and the menu's count) no longer holds the invitation once answered.
  const answered = async <T,>(result: T) => {
    dispatch(projectPermissionApi.util.invalidateTags(['Invitation']));
    return result;
  };
  return (
    <InvitationReview
      title="Company invitation"
      review={{ ...company, data: offer }}
      describe={(invitation) =>
        `${invitation.from || 'The owner'} invited you to join the business account of ${invitation.title}. Members check out on the company's account.`
      }
      accept={() => join(hash).then(answered)}
      decline={() => decline(hash).then(answered)}
      accepting={joining.isLoading}
      declining={declining.isLoading}
    />
  );
}
