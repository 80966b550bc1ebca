import {
  CanActivate,
  ExecutionContext,
  Injectable,
  OnApplicationBootstrap,
  SetMetadata,
  createParamDecorator,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff, type Role } from '@community/domain';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import { SessionsService, type AuthContext } from './sessions.service.js';

/**
 * Who may call an endpoint. Every route must state one (ARCHITECTURE convention 2); the app refuses to boot
 * when a route does not.
 * - public: anyone, the session is not even read;
 * - optional: anyone, the session is read when present;
 * - member: a logged-in member; confirmed: and their e-mail is confirmed (else 403 verification_required);
 * - staff: any staff role; { roles }: one of these roles.
 */
export type AccessRule = 'public' | 'optional' | 'member' | 'confirmed' | 'staff' | { roles: readonly Role[] };

const ACCESS = 'access';
export const Access = (rule: AccessRule) => SetMetadata(ACCESS, rule);

/** The authenticated caller of a `member`/`confirmed`/`staff` route. */
export const Viewer = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = ctx.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new AuthException(AuthErrorCode.Unauthenticated, 'Log in to continue');
  return auth;
});

/** The caller of an `optional` route, or null. */
export const OptionalViewer = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthContext | null => ctx.switchToHttp().getRequest<FastifyRequest>().auth ?? null,
);

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [context.getHandler(), context.getClass()]);
    if (!rule) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} declares no @Access rule`);
    if (rule === 'public') return true;
    const http = context.switchToHttp();
    const auth = await this.sessions.resolve(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    if (rule === 'optional') return true;
    if (!auth) throw new AuthException(AuthErrorCode.Unauthenticated, 'Log in to continue');
    if (rule === 'member') return true;
    if (rule === 'confirmed') {
      if (!auth.member.confirmedAt) {
        throw new AuthException(AuthErrorCode.VerificationRequired, 'Confirm your e-mail address first', {
          flags: { verification_required: true },
        });
      }
      return true;
    }
    const allowed = rule === 'staff' ? isStaff(auth.member.role) : rule.roles.includes(auth.member.role);
    if (!allowed) throw new AuthException(AuthErrorCode.Forbidden, 'You do not have access to this');
    return true;
  }
}

/** Refuses to boot when any route lacks an @Access rule. */
@Injectable()
export class AccessAudit implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const missing = findUnguardedRoutes(this.discovery, this.scanner, this.reflector);
    if (missing.length) throw new Error(`Routes without an @Access rule:\n  ${missing.join('\n  ')}`);
  }
}

export function findUnguardedRoutes(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): string[] {
  const missing: string[] = [];
  for (const wrapper of discovery.getControllers()) {
    const cls = wrapper.metatype as (new (...a: never[]) => unknown) | undefined;
    if (!cls) continue;
    const proto = cls.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name] as (...a: unknown[]) => unknown;
      if (Reflect.getMetadata('path', handler) === undefined) continue;
      if (!reflector.getAllAndOverride(ACCESS, [handler, cls])) missing.push(`${cls.name}.${name}`);
    }
  }
  return missing;
}
