import type { Participant } from '@community/contracts';
import {
  actsAsStaffOn,
  canReplyMessages,
  canSendMessages,
  type MessagePrivacy,
  type SendContext,
  type SendDecision,
  type SiteFlags,
} from '@community/domain';
import { avatarOf, toViewer } from '../members/index.js';
import type { MemberAccount } from '../members/index.js';
import { MessagingErrorCode, MessagingException } from './messaging.exception.js';

/** Who is asking, on which site (tier rules depend on the brand being paid). */
export interface MessagingViewer {
  member: MemberAccount;
  site: SiteFlags;
}

export type RecipientFacts = SendContext['recipients'][number];

export const privacyOf = (m: MemberAccount): MessagePrivacy => ((m.privacy as { messages?: MessagePrivacy } | null)?.messages ?? 'everyone') as MessagePrivacy;
export const toParticipant = (m: MemberAccount): Participant => ({ id: m.id, name: m.name, avatar: avatarOf(m) });
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
export const big = (s: string | null | undefined) => BigInt(s ?? '0');

export const REFUSALS: Record<Exclude<SendDecision, 'allow'>, () => MessagingException> = {
  unconfirmed: () =>
    new MessagingException(MessagingErrorCode.VerificationRequired, 'Confirm your e-mail address to send messages', {
      flags: { verification_required: true },
    }),
  'cannot-reply': () => new MessagingException(MessagingErrorCode.CannotReply, 'message:Your account cannot send messages at the moment'),
  upgrade: () => new MessagingException(MessagingErrorCode.UpgradeRequired, 'upgrade:send-message'),
  blocked: () => new MessagingException(MessagingErrorCode.Blocked, 'message:You cannot message this member'),
  privacy: () => new MessagingException(MessagingErrorCode.Privacy, 'message:This member only takes new messages from friends'),
  unavailable: () => new MessagingException(MessagingErrorCode.Unavailable, 'message:This member cannot receive messages'),
};

export function assertAllowed(decision: SendDecision): void {
  if (decision !== 'allow') throw REFUSALS[decision]();
}

/** `senderIsStaff`: staff on the home variant of every one of `recipients` (only then do they pass members' privacy). */
export function senderFacts(viewer: MessagingViewer, recipients: readonly MemberAccount[] = []) {
  const v = toViewer(viewer.member);
  const now = new Date();
  return {
    canSend: canSendMessages(v, viewer.site, now),
    canReply: canReplyMessages(v),
    senderIsStaff: recipients.length > 0 && recipients.every((r) => actsAsStaffOn(viewer.member, r.homeVariant)),
    senderConfirmed: v.isConfirmed,
  };
}
