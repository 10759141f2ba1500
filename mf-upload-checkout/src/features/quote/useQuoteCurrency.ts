import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILE_UPLOAD_DEFAULT_CURRENCY,
  selectFeatureFlags,
  usePortalSelector,
  type Currency,
  type User,
} from '@portal/contracts';
import { chooseCurrency, countryOfLanguage } from '@portal/contracts/common/currency';

/**
 * The quote's currency: the visitor's choice once made, else the user's own, the campaign's
 * (?campaign=c_eur), the browser language's country, or the upload page's default (USD). The
 * selector shows only with the multicurrency flag.
 */
export function useQuoteCurrency(user: User | undefined) {
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<Currency>();
  const selectable = usePortalSelector(selectFeatureFlags).multicurrency;
  const preferred = chooseCurrency(
    {
      userCurrency: user?.currency ?? undefined,
      campaign: search.get('campaign'),
      country: countryOfLanguage(navigator.language),
    },
    FILE_UPLOAD_DEFAULT_CURRENCY,
  );
  return { currency: chosen ?? preferred, setCurrency: setChosen, selectable };
}
