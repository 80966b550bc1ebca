/**
 * The member mailer: how a module e-mails a member without knowing the mail job, the members table or how a
 * variant's public origin is worked out. The members module provides it (`MEMBER_MAILER`); a module that
 * mails members injects it: `@Inject(MEMBER_MAILER) private readonly mailer: MemberMailer`.
 */

/** Who a mail goes to: any member reference with an address (a `MemberAccount` is one). */
export interface MailRecipient {
  readonly name: string;
  readonly email: string;
  readonly homeVariant: string;
  readonly confirmedAt: Date | null;
  readonly suspendedAt: Date | null;
}

/** The brand a notice speaks for: its name and public origin (for links). */
export interface MailBrand {
  readonly name: string;
  readonly origin: string;
}

/** One rendered mail; `template` tags it in the headers for tracing (e.g. `tickets.staff-reply`). */
export interface MemberMail {
  readonly subject: string;
  readonly text: string;
  readonly template: string;
}

export interface MemberMailer {
  /** Account mail (address confirmation, password reset, payments, coin requests): queued whatever the address's state. */
  send(to: Pick<MailRecipient, 'email'>, variant: string, mail: MemberMail): Promise<void>;
  /**
   * A notice by e-mail, only to a member who can get one (a confirmed address, not suspended). `compose` gets
   * the brand of `variant` (its links go to the member's home variant when `variant` is unknown); the mail is
   * sent as `variant`. False when the member gets no mail.
   */
  notify(to: MailRecipient, variant: string, compose: (brand: MailBrand) => MemberMail): Promise<boolean>;
}

export const MEMBER_MAILER = Symbol('MemberMailer');
