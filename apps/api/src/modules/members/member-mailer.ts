import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import type { MailBrand, MailRecipient, MemberMail, MemberMailer } from '../../shared/mail/member-mailer.js';
import { VariantsService } from '../variants/index.js';

/** The member mailer (`shared/mail`): mails go out as `mail.send` jobs (infra/mail sends them). */
@Injectable()
export class QueuedMemberMailer implements MemberMailer {
  constructor(
    private readonly queue: QueueService,
    private readonly variants: VariantsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(to: Pick<MailRecipient, 'email'>, variant: string, mail: MemberMail): Promise<void> {
    await this.queue.enqueue('mail.send', { to: to.email, subject: mail.subject, text: mail.text, variant, template: mail.template });
  }

  async notify(to: MailRecipient, variant: string, compose: (brand: MailBrand) => MemberMail): Promise<boolean> {
    if (!to.confirmedAt || to.suspendedAt) return false;
    await this.send(to, variant, compose(this.brandOf(variant, to.homeVariant)));
    return true;
  }

  /** `code`'s brand on its first host (else the home variant's); an unknown variant links to `<code>.<base host>`. */
  private brandOf(code: string, home: string): MailBrand {
    const variant = this.variants.byCode(code) ?? this.variants.byCode(home);
    return {
      name: variant?.brand.name ?? code,
      origin: variant ? this.variants.originFor(variant, variant.hosts[0]) : `${this.config.PUBLIC_SCHEME}://${code}.${this.config.PUBLIC_BASE_HOST}`,
    };
  }
}
