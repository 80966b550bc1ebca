import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MFA_PENDING_COOKIE, routeTo, type LoginRequest, type MfaLoginRequest, type RegisterRequest } from '@community/contracts';
import { isAdult } from '@community/domain';
import { hitRateLimit, normaliseIdentifier } from '../../infra/http/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import type { SiteContext } from '../variants/index.js';
import { AuthRepository } from './auth.repository.js';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import { clearMfaPendingCookie, setMfaPendingCookie } from './cookies.js';
import { MfaService } from './mfa.service.js';
import { dummyVerify, hashPassword, passwordProblems, verifyPassword } from './passwords.js';
import { SessionsService } from './sessions.service.js';
import { Signer, newToken, sha256 } from './tokens.js';

const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;
const RESET_TTL_MS = 60 * 60_000;
const MFA_PENDING_SECONDS = 300;
/** The window of the per-account login limit (RATE_LIMIT_LOGIN attempts). */
const LOGIN_WINDOW_SECONDS = 900;

interface MfaPending {
  m: string;
  r: boolean;
  e: number;
}

/** Register, confirm, log in (with the MFA step), log out and password reset. */
@Injectable()
export class AuthService {
  private readonly signer: Signer;

  constructor(
    private readonly db: DataSource,
    private readonly repo: AuthRepository,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.signer = new Signer(config.APP_SECRET);
  }

  async register(input: RegisterRequest, site: SiteContext): Promise<MemberAccount> {
    if (!isAdult(input.dateOfBirth, new Date())) {
      throw new AuthException(AuthErrorCode.Underage, 'You must be 18 or over to join', { field: 'dateOfBirth' });
    }
    const problems = passwordProblems(input.password, input);
    if (problems.length) throw new AuthException(AuthErrorCode.WeakPassword, problems[0]!, { field: 'password' });
    const passwordHash = await hashPassword(input.password);
    const { member, token } = await this.db.transaction(async (em) => {
      const taken = await this.members.nameOrEmailTaken(input.name, input.email, em);
      if (taken.name) throw new AuthException(AuthErrorCode.NameTaken, 'That name is already taken', { field: 'name' });
      if (taken.email) {
        throw new AuthException(AuthErrorCode.EmailTaken, 'An account with that e-mail address already exists', { field: 'email' });
      }
      const created = await this.members
        .create(
          {
            name: input.name,
            email: input.email.trim(),
            passwordHash,
            dateOfBirth: input.dateOfBirth,
            genders: input.genders,
            homeVariant: site.variant.code,
            locale: site.locale,
          },
          em,
        )
        .catch((err: { code?: string; constraint?: string }) => {
          // Two sign-ups racing for the same name or e-mail: the unique index decides.
          if (err.code === '23505') {
            const field = err.constraint?.includes('email') ? 'email' : 'name';
            throw new AuthException(field === 'email' ? AuthErrorCode.EmailTaken : AuthErrorCode.NameTaken, `That ${field} is already taken`, { field });
          }
          throw err;
        });
      const t = await this.issueEmailToken(created.id, 'confirm', em);
      return { member: created, token: t };
    });
    await this.sendConfirmation(member, token, site);
    return member;
  }

  private async issueEmailToken(memberId: string, purpose: 'confirm' | 'reset', em?: EntityManager): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + (purpose === 'confirm' ? CONFIRM_TTL_MS : RESET_TTL_MS));
    await this.repo.replaceEmailToken(memberId, purpose, sha256(token), expiresAt, em);
    return token;
  }

  private async sendConfirmation(member: MemberAccount, token: string, site: SiteContext): Promise<void> {
    const link = `${site.origin}${routeTo('confirm', { token })}`;
    const brand = site.variant.brand.name;
    await this.mailer.send(member, site.variant.code, {
      subject: `Welcome to ${brand} — confirm your e-mail address`,
      text:
        `Hello ${member.name},\n\nWelcome to ${brand}! Confirm your e-mail address by opening this link:\n\n${link}\n\n` +
        `The link works for 7 days. If you did not join ${brand}, ignore this message and nothing will happen.\n`,
      template: 'auth.confirm',
    });
  }

  async confirm(token: string): Promise<void> {
    await this.db.transaction(async (em) => {
      const row = await this.repo.claimEmailToken(em, sha256(token), 'confirm');
      if (!row) throw new AuthException(AuthErrorCode.TokenInvalid, 'This confirmation link is invalid or has expired', { field: 'token' });
      await this.repo.markEmailTokenUsed(em, row.id);
      await this.members.confirmEmail(row.memberId, em);
    });
  }

  async resendConfirmation(member: MemberAccount, site: SiteContext): Promise<void> {
    if (member.confirmedAt) throw new AuthException(AuthErrorCode.AlreadyConfirmed, 'Your e-mail address is already confirmed');
    const token = await this.issueEmailToken(member.id, 'confirm');
    await this.sendConfirmation(member, token, site);
  }

  /** Checks the password; a member with MFA gets a short-lived pending cookie and 403 mfa_required. */
  async login(input: LoginRequest, req: FastifyRequest, reply: FastifyReply): Promise<MemberAccount> {
    const member = await this.members.findForLogin(input.login);
    // Attempts count per account and address, whichever of its name or e-mail is typed and however it is
    // spelled (case, padding, Unicode form); an unknown login counts under its normalised spelling.
    const who = member ? `member:${member.id}` : `login:${normaliseIdentifier(input.login)}`;
    await hitRateLimit(this.db, 'login', `${req.ip}|${who}`, this.config.RATE_LIMIT_LOGIN, LOGIN_WINDOW_SECONDS);
    if (!member) {
      await dummyVerify(input.password);
      throw new AuthException(AuthErrorCode.InvalidCredentials, 'Name, e-mail or password is wrong');
    }
    if (!(await verifyPassword(member.passwordHash, input.password))) {
      throw new AuthException(AuthErrorCode.InvalidCredentials, 'Name, e-mail or password is wrong');
    }
    if (member.suspendedAt) throw new AuthException(AuthErrorCode.Suspended, 'This account is suspended. Contact support.');
    if (member.mfaEnabledAt) {
      const pending: MfaPending = { m: member.id, r: input.remember, e: Date.now() + MFA_PENDING_SECONDS * 1000 };
      setMfaPendingCookie(req, reply, this.signer.sign(pending), MFA_PENDING_SECONDS);
      throw new AuthException(AuthErrorCode.MfaRequired, 'Enter the code from your authenticator app', { flags: { mfa_required: true } });
    }
    await this.completeLogin(member, req, reply, input.remember);
    return member;
  }

  async loginMfa(input: MfaLoginRequest, req: FastifyRequest, reply: FastifyReply): Promise<MemberAccount> {
    const pending = this.signer.verify<MfaPending>(req.cookies[MFA_PENDING_COOKIE]);
    if (!pending || pending.e < Date.now()) {
      clearMfaPendingCookie(req, reply);
      throw new AuthException(AuthErrorCode.MfaNotPending, 'Your sign-in step expired. Log in again.');
    }
    const member = await this.members.findWithSecrets(pending.m);
    if (!member || !member.mfaEnabledAt || member.suspendedAt) {
      throw new AuthException(AuthErrorCode.MfaNotPending, 'Your sign-in step expired. Log in again.');
    }
    const ok = input.code ? await this.mfa.verifyLoginCode(member, input.code) : await this.mfa.useRecoveryCode(member.id, input.recoveryCode!);
    if (!ok) {
      throw new AuthException(AuthErrorCode.MfaInvalid, input.code ? 'That code is not right' : 'That recovery code is not valid', {
        field: input.code ? 'code' : 'recoveryCode',
      });
    }
    clearMfaPendingCookie(req, reply);
    await this.completeLogin(member, req, reply, pending.r);
    return member;
  }

  private async completeLogin(member: MemberAccount, req: FastifyRequest, reply: FastifyReply, remember: boolean) {
    await this.sessions.start(member, req, reply, remember);
    await this.members.recordLogin(member, new Date());
  }

  /** Always answers the same, whether or not the address is known. */
  async forgotPassword(email: string, site: SiteContext): Promise<void> {
    const member = await this.members.findByEmail(email);
    if (!member || member.suspendedAt) return;
    const token = await this.issueEmailToken(member.id, 'reset');
    const link = `${site.origin}${routeTo('password-reset', { token })}`;
    await this.mailer.send(member, site.variant.code, {
      subject: `Reset your ${site.variant.brand.name} password`,
      text:
        `Hello ${member.name},\n\nSomeone asked to reset the password of your account. To choose a new password, open:\n\n${link}\n\n` +
        `The link works for one hour. If it was not you, ignore this message: your password stays as it is.\n`,
      template: 'auth.reset',
    });
  }

  /** Sets the new password and ends every session and remember-me series of the member. */
  async resetPassword(token: string, password: string): Promise<void> {
    const memberId = await this.db.transaction(async (em) => {
      const row = await this.repo.claimEmailToken(em, sha256(token), 'reset');
      if (!row) throw new AuthException(AuthErrorCode.TokenInvalid, 'This reset link is invalid or has expired', { field: 'token' });
      const member = await this.members.findById(row.memberId, em);
      if (!member) throw new AuthException(AuthErrorCode.TokenInvalid, 'This reset link is invalid or has expired', { field: 'token' });
      const problems = passwordProblems(password, member);
      if (problems.length) throw new AuthException(AuthErrorCode.WeakPassword, problems[0]!, { field: 'password' });
      await this.members.setPasswordHash(member.id, await hashPassword(password), em);
      await this.repo.markEmailTokenUsed(em, row.id);
      // Resetting by e-mail also proves the address.
      if (!member.confirmedAt) await this.members.confirmEmail(member.id, em);
      return member.id;
    });
    await this.sessions.endAllForMember(memberId);
  }

  async logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.logout(req, reply);
    clearMfaPendingCookie(req, reply);
  }

  async checkPassword(memberId: string, password: string): Promise<boolean> {
    const m = await this.members.findWithSecrets(memberId);
    return Boolean(m && (await verifyPassword(m.passwordHash, password)));
  }

  async purgeExpiredTokens(): Promise<void> {
    await this.repo.purgeExpired();
  }
}
