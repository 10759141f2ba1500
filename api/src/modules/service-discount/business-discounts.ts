import { eq } from 'drizzle-orm';
import type { BusinessDiscount } from '@portal/contracts/services/pricing';
import type { Currency } from '@portal/contracts/common/constants';
import type { Db } from '../../db/index.ts';
import { companyMembers, serviceDiscounts } from '../../db/schema.ts';

/** The discounts of a client's business, by service and currency. */
export interface BusinessDiscounts {
  on(serviceId: number, currency: Currency): BusinessDiscount | undefined;
}

const keyOf = (serviceId: number, currency: Currency) => `${serviceId} ${currency}`;

/**
 * The discounts of the client's business (the company they own or are a member of); none for a
 * client without a business. The cart shows them and checkout charges them.
 */
export async function businessDiscountsOf(
  db: Db,
  userId: number | null,
): Promise<BusinessDiscounts> {
  const rows =
    userId === null
      ? []
      : await db
          .select({
            serviceId: serviceDiscounts.serviceId,
            currency: serviceDiscounts.currency,
            discountPercent: serviceDiscounts.discountPercent,
            additionalFeatures: serviceDiscounts.additionalFeatures,
          })
          .from(serviceDiscounts)
          .innerJoin(companyMembers, eq(companyMembers.companyId, serviceDiscounts.companyId))
          .where(eq(companyMembers.userId, userId));
  const byKey = new Map(
    rows.map(({ serviceId, currency, ...discount }) => [keyOf(serviceId, currency), discount]),
  );
  return { on: (serviceId, currency) => byKey.get(keyOf(serviceId, currency)) };
}
