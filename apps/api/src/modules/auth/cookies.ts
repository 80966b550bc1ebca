import type { FastifyReply, FastifyRequest } from 'fastify';
import { MFA_PENDING_COOKIE, REMEMBER_COOKIE, SESSION_COOKIE, USER_COOKIE } from '@community/contracts';

/** `Secure` whenever the request arrived over HTTPS (directly or, with TRUST_PROXY, at the proxy). */
export const isSecure = (req: FastifyRequest): boolean => req.protocol === 'https';

const base = (req: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecure(req) });

export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  v: { sid: string; uid: string; rem?: string; remMaxAgeSeconds?: number },
) {
  void reply.setCookie(SESSION_COOKIE, v.sid, base(req));
  void reply.setCookie(USER_COOKIE, v.uid, base(req));
  if (v.rem) void reply.setCookie(REMEMBER_COOKIE, v.rem, { ...base(req), maxAge: v.remMaxAgeSeconds });
  req.cookies[SESSION_COOKIE] = v.sid;
  req.cookies[USER_COOKIE] = v.uid;
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply, opts: { remember: boolean }) {
  void reply.clearCookie(SESSION_COOKIE, base(req));
  void reply.clearCookie(USER_COOKIE, base(req));
  if (opts.remember) void reply.clearCookie(REMEMBER_COOKIE, base(req));
  delete req.cookies[SESSION_COOKIE];
  delete req.cookies[USER_COOKIE];
}

export function setMfaPendingCookie(req: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  void reply.setCookie(MFA_PENDING_COOKIE, value, { ...base(req), maxAge: maxAgeSeconds });
}

export function clearMfaPendingCookie(req: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(MFA_PENDING_COOKIE, base(req));
}
