import { routeTo } from '@community/contracts';
import type { UpgradeRequest } from './store';

/**
 * Where the upgrade flow continues. SPEC 7: while payments are off it goes to the upgrade page with the
 * `gift` query (a gift for that member) or else the `reason` query. With payments open, a same-site `link`
 * given by the caller wins (the payments issue's pages).
 */
export function upgradeTarget(request: UpgradeRequest, paymentsOpen: boolean): string {
  if (paymentsOpen && request.link && request.link.startsWith('/') && !request.link.startsWith('//')) return request.link;
  const query: Record<string, string> = request.gift ? { gift: request.gift } : { reason: request.reason };
  if (request.service) query.service = request.service;
  return routeTo('upgrade', {}, query);
}
