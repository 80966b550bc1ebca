import {
  CanActivate,
  type ExecutionContext,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff } from '@community/domain';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import { SessionsService } from './sessions.service.js';
import { ACCESS_METADATA as ACCESS, type AccessRule } from '../../shared/access/access.js';

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
