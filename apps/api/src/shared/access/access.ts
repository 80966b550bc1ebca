import { ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@community/domain';
import { AppException } from '../../infra/http/app-exception.js';

/**
 * Who may call an endpoint. Every route must state one (ARCHITECTURE convention 2); the app refuses to boot
 * when a route does not. The auth module's global guard enforces the rule (it resolves the session and sets
 * `req.auth`); these decorators are all a controller in any module needs.
 * - public: anyone, the session is not even read;
 * - optional: anyone, the session is read when present;
 * - member: a logged-in member; confirmed: and their e-mail is confirmed (else 403 verification_required);
 * - staff: any staff role; { roles }: one of these roles.
 */
export type AccessRule = 'public' | 'optional' | 'member' | 'confirmed' | 'staff' | { roles: readonly Role[] };

/** The metadata key the guard reads. */
export const ACCESS_METADATA = 'access';
export const Access = (rule: AccessRule) => SetMetadata(ACCESS_METADATA, rule);

/** The resolved caller as the auth module's guard stores it on the request. */
type Caller = NonNullable<FastifyRequest['auth']>;

/** The authenticated caller of a `member`/`confirmed`/`staff` route (401 AUTH_UNAUTHENTICATED without one). */
export const Viewer = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const auth = ctx.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new AppException(401, 'AUTH_UNAUTHENTICATED', 'Log in to continue');
  return auth;
});

/** The caller of an `optional` route, or null. */
export const OptionalViewer = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller | null => ctx.switchToHttp().getRequest<FastifyRequest>().auth ?? null,
);
