import { Injectable } from '@nestjs/common';
import type { VerificationRejectReason } from '@community/contracts';

/** How a check begins: in-house, the member uploads on `/id-`; hosted, the member is sent to the provider's flow. */
export type AssuranceStart = { kind: 'in-house' } | { kind: 'hosted'; url: string; ref: string };

/** A provider's decision on one check, as its adapter reads it from the provider's (signed) callback. */
export interface AssuranceOutcome {
  /** The case the check belongs to (the ref `begin` answered, mapped back by the adapter). */
  caseId: string;
  result: 'approved' | 'rejected';
  ageBand: '18+' | 'under-18';
  reason: VerificationRejectReason | null;
}

/**
 * The age-assurance port (issue 23): document + face match, or facial age estimation, by an outside provider with
 * a hosted flow (the payment gateway's shape: begin → the provider's page → a signed callback), or the in-house
 * staff review. The verification module never names the provider: it calls `begin` when a member starts, and a
 * hosted adapter's callback route hands its `AssuranceOutcome` to `VerificationReviewService.recordOutcome`, the
 * same path a checker's decision takes (member verified, idVerified, audit, purge).
 */
export abstract class AgeAssuranceProvider {
  /** Recorded as the checker of an outcome (`in-house` means a staff member, recorded by id). */
  abstract readonly name: string;
  abstract begin(member: { id: string; homeVariant: string }, caseId: string, returnUrl: string): Promise<AssuranceStart>;
}

/** The first adapter: the in-house review — the member uploads on `/id-`, a checker decides in the console. */
@Injectable()
export class InHouseReview extends AgeAssuranceProvider {
  readonly name = 'in-house';

  begin(): Promise<AssuranceStart> {
    return Promise.resolve({ kind: 'in-house' });
  }
}
