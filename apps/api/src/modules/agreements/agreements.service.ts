import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CONTENT_AGREEMENT_VERSION,
  routeTo,
  translate,
  translationsFor,
  type ContentAgreementStatus,
} from '@community/contracts';
import { AppException } from '../../infra/http/app-exception.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { AgreementsRepository } from './agreements.repository.js';

/**
 * The content agreement (SPEC 7 `content-agreement`): who signed which version when. Signing also stamps
 * `members.content_agreement_signed_at` through MembersService, which the permission rules read
 * (`hasSignedContentAgreement`), in the same transaction.
 */
@Injectable()
export class AgreementsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: AgreementsRepository,
    private readonly members: MembersService,
  ) {}

  async status(member: MemberAccount): Promise<ContentAgreementStatus> {
    const { current, latest } = await this.repo.signatures(member.id, CONTENT_AGREEMENT_VERSION);
    return {
      version: CONTENT_AGREEMENT_VERSION,
      signed: current !== null,
      signedAt: current?.signedAt.toISOString() ?? null,
      signedVersion: latest?.version ?? null,
      canSign: current === null && Boolean(member.confirmedAt) && !member.suspendedAt,
      policyPath: routeTo('legal-content-policy'),
    };
  }

  /** True when the member signed the version in force (for modules that publish content). */
  async hasSigned(memberId: string): Promise<boolean> {
    return (await this.repo.signatures(memberId, CONTENT_AGREEMENT_VERSION)).current !== null;
  }

  /** Signs the version the member read; 409 when the rules changed since they opened them. Idempotent. */
  async sign(member: MemberAccount, version: string, site: { variant: string; locale: string }): Promise<ContentAgreementStatus> {
    if (version !== CONTENT_AGREEMENT_VERSION) {
      throw new AppException(409, 'AGREEMENT_VERSION_CHANGED', translate(translationsFor(site.locale), 'overlays.agreement.changed'), {}, [
        { field: 'version', message: `The version in force is ${CONTENT_AGREEMENT_VERSION}` },
      ]);
    }
    await this.db.transaction(async (em) => {
      const signature = await this.repo.sign(em, member.id, version, site.variant);
      await this.members.signContentAgreement(member.id, signature.signedAt, em);
    });
    return this.status(member);
  }
}
