import { and, count, eq, or, type SQL } from 'drizzle-orm';
import { productCoreMessages } from '@zaplecze/contract/products/product-core';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { ReferenceCheck } from '../../lib/dictionary/service';
import { registerBrandReferenceCheck } from '../brands/service';
import { registerCategoryReferenceCheck } from '../categories/service';
import { registerGpsrCompanyReferenceCheck, registerGpsrContactReferenceCheck } from '../gpsr/service';
import { registerProducerReferenceCheck } from '../producers/service';
import { registerSupplierReferenceCheck } from '../suppliers/service';

/** A check refusing to delete a dictionary record while products point at it. */
function productsUsing(subject: string, matches: (id: string) => SQL | undefined): ReferenceCheck {
  return async (tx: Db, accountId: string, id: string) => {
    const [row] = await tx
      .select({ total: count() })
      .from(products)
      .where(and(eq(products.accountId, accountId), matches(id)));
    const total = row?.total ?? 0;
    return total > 0 ? productCoreMessages.inUse(subject, total) : null;
  };
}

let registered = false;

/** Registers the products' checks with every dictionary they point at (once per process). */
export function registerProductReferenceChecks(): void {
  if (registered) return;
  registered = true;
  registerProducerReferenceCheck(
    productsUsing('Producent jest przypisany do', (id) => eq(products.producerId, id)),
  );
  registerBrandReferenceCheck(productsUsing('Marka jest przypisana do', (id) => eq(products.brandId, id)));
  registerSupplierReferenceCheck(
    productsUsing('Dostawca jest przypisany do', (id) => eq(products.supplierId, id)),
  );
  registerCategoryReferenceCheck(
    productsUsing('Kategoria jest przypisana do', (id) =>
      or(
        eq(products.categoryId, id),
        eq(products.additionalCategory1Id, id),
        eq(products.additionalCategory2Id, id),
      ),
    ),
  );
  registerGpsrCompanyReferenceCheck(
    productsUsing('Podmiot GPSR jest przypisany do', (id) => eq(products.gpsrCompanyId, id)),
  );
  registerGpsrContactReferenceCheck(
    productsUsing('Osoba kontaktowa GPSR jest przypisana do', (id) => eq(products.gpsrContactId, id)),
  );
}
