import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import type { MemberAccount, MemberCredentials } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import { AuthRepository } from './auth.repository.js';
import { Signer, sha256 } from './tokens.js';

const PERIOD = 30;
const RECOVERY_CODES = 10;

/** Normalises a recovery code as typed (spaces, dashes, case) before hashing. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** TOTP (RFC 6238, 30 s, 6 digits, ±1 step) with replay protection, and single-use recovery codes. */
@Injectable()
export class MfaService {
  private readonly signer: Signer;

  constructor(
    private readonly db: DataSource,
    private readonly repo: AuthRepository,
    private readonly members: MembersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.signer = new Signer(config.APP_SECRET);
  }

  async startEnrolment(member: MemberAccount, issuer: string): Promise<{ secret: string; otpauthUrl: string; qrDataUrl: string }> {
    if (member.mfaEnabledAt) throw new AuthException(AuthErrorCode.MfaAlreadyEnabled, 'Two-step sign-in is already on');
    const secret = generateSecret();
    await this.members.beginMfaEnrolment(member.id, this.signer.encrypt(secret));
    const otpauthUrl = generateURI({ issuer, label: member.name, secret });
    const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
    return { secret, otpauthUrl, qrDataUrl };
  }

  async finishEnrolment(memberId: string, code: string): Promise<string[]> {
    const member = await this.members.findWithSecrets(memberId);
    if (!member?.mfaSecret || member.mfaEnabledAt) {
      throw new AuthException(AuthErrorCode.MfaNotEnrolling, 'Start setting up two-step sign-in first');
    }
    const step = await this.matchStep(member, code);
    if (step === null) throw new AuthException(AuthErrorCode.MfaInvalid, 'That code is not right', { field: 'code' });
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await this.db.transaction(async (em) => {
      await this.members.enableMfa(memberId, step, em);
      await this.repo.replaceRecoveryCodes(em, memberId, codes.map((c) => sha256(normaliseRecovery(c))));
    });
    return codes;
  }

  async disable(memberId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await this.members.disableMfa(memberId, em);
      await this.repo.deleteRecoveryCodes(em, memberId);
    });
  }

  /** The time step the code matches (current ±1), or null. */
  private async matchStep(member: MemberCredentials, code: string): Promise<number | null> {
    if (!member.mfaSecret) return null;
    const secret = this.signer.decrypt(member.mfaSecret);
    const result = await verify({ secret, token: code, epochTolerance: PERIOD });
    if (!result.valid) return null;
    return Math.floor(Date.now() / 1000 / PERIOD) + result.delta;
  }

  /** A login code: valid, and not a step already used (replay). */
  async verifyLoginCode(member: MemberCredentials, code: string): Promise<boolean> {
    const step = await this.matchStep(member, code);
    if (step === null) return false;
    // Atomic: only one request can move the last used step forward past this one.
    return this.members.advanceMfaStep(member.id, step);
  }

  async useRecoveryCode(memberId: string, code: string): Promise<boolean> {
    return this.repo.useRecoveryCode(memberId, sha256(normaliseRecovery(code)));
  }
}
