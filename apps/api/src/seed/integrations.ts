import type { Db } from '../db/client';
import { createApiKey } from '../modules/api-keys/service';

/**
 * The demo company's integrations: two API keys (a shop reading and editing orders, an ERP reading
 * orders and the catalogue), created through the api-keys service like an administrator would.
 * Their secrets are thrown away: the demo shows the list, a person creates their own key to try it.
 */
export async function seedDemoIntegrations(
  db: Db,
  actor: { accountId: string; userId: string },
  now = new Date(),
): Promise<{ id: string; name: string }[]> {
  const shop = await createApiKey(
    db,
    { ...actor, ip: null },
    {
      name: 'Sklep internetowy',
      scopes: ['oms.read', 'oms.edit', 'wms.read'],
      expiresAt: null,
      requestsPerMinute: null,
    },
    now,
  );
  const erp = await createApiKey(
    db,
    { ...actor, ip: null },
    {
      name: 'Integracja ERP',
      scopes: ['oms.read', 'pim.read', 'wms.read'],
      expiresAt: null,
      requestsPerMinute: 300,
    },
    now,
  );
  return [shop.key, erp.key];
}
