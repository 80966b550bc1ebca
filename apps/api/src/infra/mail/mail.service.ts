import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { JobPayload } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobHandler } from '../queue/job-handler.decorator.js';

/**
 * Sends mail through nodemailer. With SMTP_URL it uses SMTP; without, each message is written to
 * DATA_DIR/mail/<time>-<to>.eml so a developer (and the e2e tests) can read it.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outbox: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) {
      this.transport = nodemailer.createTransport(config.SMTP_URL);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(config.DATA_DIR, 'mail');
      mkdirSync(this.outbox, { recursive: true });
    }
  }

  @JobHandler('mail.send')
  async send(mail: JobPayload<'mail.send'>): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Template': mail.template, 'X-Variant': mail.variant },
    });
    if (this.outbox) {
      const safe = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(this.outbox, `${Date.now()}-${mail.template}-${safe}.eml`);
      // Written under a temporary name and renamed: a reader of the outbox never sees a half-written mail.
      await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.part`, file);
      this.logger.log(`mail to ${mail.to} written to ${file}`);
    }
  }
}
