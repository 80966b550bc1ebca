import { Injectable } from '@nestjs/common';
import type { MessagingSettings, MessagingSettingsUpdate } from '@community/contracts';
import { MessagingSettingsRepository, type SettingsRow } from './messaging-settings.repository.js';

/** A member's messaging settings: sounds, send on Enter, e-mail alerts, read receipts, typing, the requests filter. */
@Injectable()
export class MessagingSettingsService {
  constructor(private readonly settingsRepo: MessagingSettingsRepository) {}

  async settings(memberId: string): Promise<MessagingSettings> {
    return toSettings(await this.settingsRepo.settings(memberId));
  }

  async updateSettings(memberId: string, patch: MessagingSettingsUpdate): Promise<MessagingSettings> {
    const current = await this.settingsRepo.settings(memberId);
    const next: SettingsRow = {
      group_sound: patch.groupSound ?? current.group_sound,
      sound: patch.sound ?? current.sound,
      send_on_enter: patch.sendOnEnter ?? current.send_on_enter,
      email_alerts: patch.emailAlerts ?? current.email_alerts,
      read_receipts: patch.readReceipts ?? current.read_receipts,
      send_typing: patch.sendTyping ?? current.send_typing,
      filter_non_friends: patch.requests?.nonFriends ?? current.filter_non_friends,
      filter_new_accounts: patch.requests?.newAccounts ?? current.filter_new_accounts,
      filter_unverified: patch.requests?.unverified ?? current.filter_unverified,
    };
    await this.settingsRepo.saveSettings(memberId, next);
    return toSettings(next);
  }
}

function toSettings(s: SettingsRow): MessagingSettings {
  return {
    groupSound: s.group_sound,
    sound: s.sound,
    sendOnEnter: s.send_on_enter,
    emailAlerts: s.email_alerts,
    readReceipts: s.read_receipts,
    sendTyping: s.send_typing,
    requests: { nonFriends: s.filter_non_friends, newAccounts: s.filter_new_accounts, unverified: s.filter_unverified },
  };
}
