import { Injectable, Logger } from '@nestjs/common';
import type { MemberAccount } from './member-ref.js';

/** What happened between two members, told after the change committed. */
export type MemberEvent =
  | { type: 'friend-requested'; from: MemberAccount; to: MemberAccount }
  | { type: 'friend-accepted'; by: MemberAccount; requester: MemberAccount }
  | { type: 'friend-declined'; by: MemberAccount; requester: MemberAccount }
  | { type: 'friend-request-withdrawn'; from: MemberAccount; to: MemberAccount }
  | { type: 'winked'; from: MemberAccount; to: MemberAccount }
  | { type: 'blocked'; by: MemberAccount; other: MemberAccount };

export type MemberEventListener = (event: MemberEvent) => Promise<void>;

/**
 * Domain events of the members module. RelationshipsService (in MembersModule) cannot call the
 * notifications module directly — that module imports MembersModule — so MemberProfilesModule subscribes
 * here at start and turns events into notifications. Listeners run after the commit; one that fails is
 * logged and never undoes or fails the member's action.
 */
@Injectable()
export class MemberEvents {
  private readonly log = new Logger('MemberEvents');
  private readonly listeners: MemberEventListener[] = [];

  subscribe(listener: MemberEventListener): void {
    this.listeners.push(listener);
  }

  async emit(event: MemberEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (err) {
        this.log.warn({ err, type: event.type }, 'a member event listener failed');
      }
    }
  }
}
