import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { ANALYTICS } from '@portal/contracts/cart/checkout';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { useCheckoutMutation } from '@portal/contracts/payment/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { projectsApi } from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { checkoutFailureText, usePurchaseTracking } from '../payment/index.ts';
import { projectUploadTexts } from './texts.ts';

interface ProjectCheckoutOptions {
  project: ProjectView;
  user: User | undefined;
  services: TranscriptionService[] | undefined;
  /** After a failure: the services are fetched again, as the payment page does. */
  refetchServices: () => void;
  /** The project owner an admin acts for: the order goes on their business account. */
  userId?: number;
}

/**
 * Confirm in the upload-to-project dialog (client spec section 4): business-account checkout of
 * the cart, whose files already carry the project (created in it, or moved in by the Warning);
 * then the analytics events, the project's lists refreshed and the success message. A failure
 * shows the server's words, as on the payment page.
 */
export function useProjectCheckout({
  project,
  user,
  services,
  refetchServices,
  userId,
}: ProjectCheckoutOptions) {
  const dispatch = usePortalDispatch();
  const [checkout, state] = useCheckoutMutation();
  const trackPurchase = usePurchaseTracking(services, user);

  /** True once the order is placed. */
  const confirm = async (cart: CartView): Promise<boolean> => {
    if (cart.id === null) return false;
    const result = await checkout({
      provider: 'business_account',
      orderId: cart.id,
      ...(userId ? { userId } : {}),
    });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: checkoutTexts.businessCheckoutFailed,
          desc: checkoutFailureText(result.error),
        }),
      );
      refetchServices();
      return false;
    }
    trackPurchase(result.data.orderId, cart, ANALYTICS.businessAffiliation);
    dispatch(
      projectsApi.util.invalidateTags([
        { type: 'Project', id: project.id },
        { type: 'Project', id: 'LIST' },
        { type: 'ProjectMedia', id: project.id },
      ]),
    );
    dispatch(notify({ type: 'success', title: projectUploadTexts.added(cart.mediaList.length) }));
    return true;
  };

  return { confirm, confirming: state.isLoading };
}
