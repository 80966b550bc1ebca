import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { distanceUnitFor } from '@community/domain';
import type { VariantsService } from '../variants/index.js';
import type { MemberAccount } from './member-ref.js';
import type { CardContext } from './profiles/cards.js';

/** A member name in a path: looked up case-insensitively; anything else is simply "not found". */
export const NameParam = z.string().trim().min(1, 'name is required').max(60, 'name is at most 60 characters');

/** Badge rules and distance unit come from the variant the request is on. */
export function cardContext(variants: VariantsService, req: FastifyRequest, viewer: MemberAccount | null): CardContext {
  const site = variants.context(req);
  return { viewerId: viewer?.id ?? null, site: variants.siteFlags(site.variant), unit: distanceUnitFor(site.locale), now: new Date() };
}

export function localeOf(variants: VariantsService, req: FastifyRequest): string {
  return variants.context(req).locale;
}
