import { Injectable } from '@nestjs/common';
import { ChatSettingsUpdate, SOCKET_PATH, type ChatAuth, type ChatSettings } from '@community/contracts';
import { isStaff } from '@community/domain';
import type { z } from 'zod';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatErrorCode, ChatException } from './chat.exception.js';
import { ChatRepository } from './chat.repository.js';
import { DEFAULT_CHAT_SETTINGS, pickSettings } from './chat.support.js';

/** A member's chat identity (SPEC 7 `xmpp/auth`) and chat settings (nick, private-chat filter, view). */
@Injectable()
export class ChatSettingsService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly members: MembersService,
    private readonly lookups: ChatLookups,
  ) {}

  /**
   * SPEC 7 `xmpp/auth`: my chat identity and whether I may chat now (the same rule the socket applies on every
   * join and message: a suspended account cannot, an unconfirmed e-mail address cannot). The socket itself is
   * authenticated by the session cookie, so no credential is returned.
   */
  async auth(me: MemberAccount): Promise<ChatAuth> {
    const reason = me.suspendedAt ? 'unavailable' : !me.confirmedAt ? 'unconfirmed' : null;
    return {
      memberId: me.id,
      nick: await this.lookups.nickOf(me),
      rank: isStaff(me.role) ? 'staff' : 'member',
      canChat: reason === null,
      reason,
      transport: 'socket.io',
      socketPath: SOCKET_PATH,
    };
  }

  async settings(me: MemberAccount): Promise<ChatSettings> {
    const row = await this.repo.settings(me.id);
    return { ...DEFAULT_CHAT_SETTINGS, ...pickSettings(row?.settings ?? {}), nick: row?.nick ?? null };
  }

  async updateSettings(me: MemberAccount, patch: z.output<typeof ChatSettingsUpdate>): Promise<ChatSettings> {
    const current = await this.settings(me);
    const { nick: wanted, ...rest } = patch;
    let nick = current.nick;
    if (wanted !== undefined) {
      nick = wanted === null || wanted.toLowerCase() === me.name.toLowerCase() ? null : wanted;
      if (nick) {
        const owner = await this.members.findByName(nick);
        if ((owner && owner.id !== me.id) || (await this.repo.nickTaken(nick, me.id))) {
          throw new ChatException(ChatErrorCode.NickTaken, 'This nickname is taken', { field: 'nick' });
        }
      }
    }
    const next = { ...current, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)), nick };
    const { nick: _n, ...stored } = next;
    if (!(await this.repo.saveSettings(me.id, stored, nick))) throw new ChatException(ChatErrorCode.NickTaken, 'This nickname is taken', { field: 'nick' });
    return next;
  }
}
