import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_STRANGER_FILTER } from '@community/domain';

export interface SettingsRow {
  group_sound: boolean;
  sound: boolean;
  send_on_enter: boolean;
  email_alerts: boolean;
  read_receipts: boolean;
  send_typing: boolean;
  filter_non_friends: boolean;
  filter_new_accounts: boolean;
  filter_unverified: boolean;
}

export const DEFAULT_SETTINGS: SettingsRow = {
  group_sound: true,
  sound: true,
  send_on_enter: true,
  email_alerts: true,
  read_receipts: true,
  send_typing: true,
  filter_non_friends: DEFAULT_STRANGER_FILTER.nonFriends,
  filter_new_accounts: DEFAULT_STRANGER_FILTER.newAccounts,
  filter_unverified: DEFAULT_STRANGER_FILTER.unverified,
};

/** The messaging_settings table's only SQL: a member's settings (defaults when they never changed any), and who turned read receipts off. */
@Injectable()
export class MessagingSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async settings(memberId: string, em?: EntityManager): Promise<SettingsRow> {
    const rows: SettingsRow[] = await (em ?? this.db.manager).query(
      `SELECT group_sound, sound, send_on_enter, email_alerts, read_receipts, send_typing, filter_non_friends, filter_new_accounts, filter_unverified
       FROM messaging_settings WHERE member_id = $1`,
      [memberId],
    );
    return rows[0] ?? { ...DEFAULT_SETTINGS };
  }

  async saveSettings(memberId: string, s: SettingsRow): Promise<void> {
    await this.db.query(
      `INSERT INTO messaging_settings (member_id, group_sound, sound, send_on_enter, email_alerts, filter_non_friends, filter_new_accounts, filter_unverified,
         read_receipts, send_typing, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (member_id) DO UPDATE SET group_sound = $2, sound = $3, send_on_enter = $4, email_alerts = $5,
         filter_non_friends = $6, filter_new_accounts = $7, filter_unverified = $8, read_receipts = $9, send_typing = $10, updated_at = now()`,
      [memberId, s.group_sound, s.sound, s.send_on_enter, s.email_alerts, s.filter_non_friends, s.filter_new_accounts, s.filter_unverified, s.read_receipts, s.send_typing],
    );
  }

  /** Of these members, the ones who turned read receipts off. */
  async receiptsOff(memberIds: string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM messaging_settings WHERE member_id = ANY($1::uuid[]) AND NOT read_receipts`,
      [memberIds],
    );
    return new Set(rows.map((r) => r.member_id));
  }
}
