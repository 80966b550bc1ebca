import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_COOKIE, SESSION_COOKIE, USER_COOKIE, type SessionInfo } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import type { Session } from './auth.entities.js';
import { clearSessionCookies, setSessionCookies } from './cookies.js';
import { SessionsRepository } from './sessions.repository.js';
import { newToken, sha256 } from './tokens.js';

export interface AuthContext {
  member: MemberAccount;
  session: Session;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard once the session (or remember-me cookie) is resolved. */
    auth?: AuthContext | null;
  }
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions in PostgreSQL. SID holds a random token (only its SHA-256 is stored), UID the member id,
 * REM a remember-me series and token that rotate on every use. Idle and absolute timeouts apply; a reused
 * (stolen) remember token ends every session of the member.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: SessionsRepository,
    private readonly members: MembersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get idleMs() {
    return this.config.SESSION_IDLE_MINUTES * 60_000;
  }

  /** Starts a fresh session (a new id on every login: rotation) and ends the one the browser had. */
  async start(member: MemberAccount, req: FastifyRequest, reply: FastifyReply, remember: boolean): Promise<Session> {
    const previous = req.cookies[SESSION_COOKIE];
    const token = newToken();
    const now = new Date();
    const session = await this.db.transaction(async (em) => {
      if (previous) await this.repo.endByToken(sha256(previous), now, em);
      return this.insertSession(member.id, token, remember, req, em);
    });
    let rem: string | undefined;
    if (remember) rem = await this.issueRemember(member.id);
    setSessionCookies(req, reply, { sid: token, uid: member.id, rem, remMaxAgeSeconds: this.config.REMEMBER_DAYS * 86400 });
    req.auth = { member, session };
    return session;
  }

  private insertSession(memberId: string, token: string, remembered: boolean, req: FastifyRequest, em?: EntityManager): Promise<Session> {
    const now = new Date();
    return this.repo.insert(
      {
        tokenHash: sha256(token),
        memberId,
        remembered,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        ip: req.ip,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.config.SESSION_ABSOLUTE_HOURS * 3_600_000),
      },
      em,
    );
  }

  private async issueRemember(memberId: string, seriesId?: string): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.config.REMEMBER_DAYS * 86_400_000);
    if (seriesId) {
      await this.repo.rotateRemember(seriesId, sha256(token), expiresAt);
      return `${seriesId}.${token}`;
    }
    const row = await this.repo.insertRemember(memberId, sha256(token), expiresAt);
    return `${row.id}.${token}`;
  }

  /** Who is calling: the session, else the remember-me cookie (which starts a new session), else nobody. */
  async resolve(req: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
    if (req.auth !== undefined) return req.auth;
    const sid = req.cookies[SESSION_COOKIE];
    if (sid) {
      const ctx = await this.fromSession(sid, req.cookies[USER_COOKIE]);
      if (ctx) return (req.auth = ctx);
    }
    const rem = req.cookies[REMEMBER_COOKIE];
    if (rem) {
      const ctx = await this.fromRemember(rem, req, reply);
      if (ctx) return (req.auth = ctx);
    }
    if (sid || req.cookies[USER_COOKIE] || rem) clearSessionCookies(req, reply, { remember: Boolean(rem) });
    return (req.auth = null);
  }

  /** For the socket handshake: the member of a valid session, without touching cookies. */
  async memberIdFor(sid: string | undefined, uid: string | undefined): Promise<string | null> {
    if (!sid) return null;
    return (await this.fromSession(sid, uid))?.member.id ?? null;
  }

  private async fromSession(sid: string, uid: string | undefined): Promise<AuthContext | null> {
    const session = await this.repo.findOpen(sha256(sid));
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + this.idleMs <= now) {
      await this.repo.end(session.id);
      return null;
    }
    if (uid && uid !== session.memberId) return null;
    const member = await this.members.findById(session.memberId);
    if (!member || member.suspendedAt) return null;
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      session.lastSeenAt = new Date(now);
      await this.repo.touch(session.id, session.lastSeenAt);
    }
    return { member, session };
  }

  private async fromRemember(cookie: string, req: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
    const [seriesId, token] = cookie.split('.');
    if (!seriesId || !token || !/^[0-9a-f-]{36}$/.test(seriesId)) return null;
    const series = await this.repo.findRemember(seriesId);
    if (!series || series.expiresAt.getTime() <= Date.now()) return null;
    if (!series.tokenHash.equals(sha256(token))) {
      // The series is known but the token is old: someone replayed a stolen cookie. End everything.
      await this.endAllForMember(series.memberId);
      return null;
    }
    const member = await this.members.findById(series.memberId);
    if (!member || member.suspendedAt) return null;
    const rotated = await this.issueRemember(member.id, series.id);
    const sid = newToken();
    const session = await this.insertSession(member.id, sid, true, req);
    setSessionCookies(req, reply, { sid, uid: member.id, rem: rotated, remMaxAgeSeconds: this.config.REMEMBER_DAYS * 86400 });
    return { member, session };
  }

  /** Log out: end this session, forget this browser's remember-me series, clear the cookies. */
  async logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sid = req.cookies[SESSION_COOKIE];
    if (sid) await this.repo.endByToken(sha256(sid), new Date());
    const seriesId = req.cookies[REMEMBER_COOKIE]?.split('.')[0];
    if (seriesId && /^[0-9a-f-]{36}$/.test(seriesId)) await this.repo.deleteRemember(seriesId);
    clearSessionCookies(req, reply, { remember: true });
    req.auth = null;
  }

  async list(memberId: string, currentId: string): Promise<SessionInfo[]> {
    const rows = await this.repo.listOpen(memberId);
    const now = Date.now();
    return rows
      .filter((s) => s.expiresAt.getTime() > now && s.lastSeenAt.getTime() + this.idleMs > now)
      .map((s) => ({
        id: s.id,
        current: s.id === currentId,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        remembered: s.remembered,
      }));
  }

  /** Ends one of the member's own sessions; another member's session id is "not found". */
  async endOwn(memberId: string, sessionId: string): Promise<boolean> {
    return this.repo.endOwn(memberId, sessionId);
  }

  /** Ends every session and remember-me series of a member (password reset, suspension, stolen cookie). */
  async endAllForMember(memberId: string, exceptSessionId?: string): Promise<void> {
    await this.repo.endAllForMember(memberId, exceptSessionId);
  }

  /** Housekeeping for the cleanup job. */
  async purgeExpired(): Promise<void> {
    await this.repo.purgeExpired();
  }
}
