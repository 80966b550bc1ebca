import { Injectable } from '@nestjs/common';
import type { JobPayload } from '@community/contracts';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { UnreadAlertsService } from './unread-alerts.service.js';

@Injectable()
export class MessagingJobs {
  constructor(private readonly alerts: UnreadAlertsService) {}

  /** Never-miss-match (`/messages/never-miss-match`): the e-mail for a message still unread after the quiet period. */
  @JobHandler('messaging.unread-alert')
  async unreadAlert(payload: JobPayload<'messaging.unread-alert'>): Promise<void> {
    await this.alerts.sendUnreadAlert(payload);
  }
}
