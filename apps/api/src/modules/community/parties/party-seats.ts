import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { profileKind } from '@community/domain';
import { RelationshipsService, type MemberAccount } from '../../members/index.js';
import { PartiesRepository, type PartyRow } from './parties.repository.js';

/** People an attendance takes: the member and their plus-ones. */
export const seatsOf = (a: { plus_ones: number }) => 1 + a.plus_ones;

/** Whether `n` more people fit (no capacity: always). */
export const fits = (p: Pick<PartyRow, 'capacity' | 'going'>, n: number) =>
  p.capacity === null || p.going + n <= p.capacity;

/**
 * Who may ask to come, and the guest list's seats. Every change of seats runs in a transaction that first
 * locks the party's row (PartiesRepository.lock), so two requests never both take the last seat; the CHECK
 * `going <= capacity` in the table is the last line.
 */
@Injectable()
export class PartySeats {
  constructor(
    private readonly repo: PartiesRepository,
    private readonly relationships: RelationshipsService,
  ) {}

  /**
   * Why this viewer may not ask to come (null: they may). `invited` members skip the audience rule (the host
   * chose them) but not the dates.
   */
  async refusal(p: PartyRow, me: MemberAccount | null, invited: boolean): Promise<string | null> {
    if (p.cancelled_at) return 'cancelled';
    if (new Date(p.starts_at).getTime() <= Date.now()) return 'past';
    if (!me) return 'login';
    if (me.id === p.host_id) return 'host';
    if (invited) return null;
    if (p.audience === 'invited') return 'invited';
    if (p.audience === 'verified' && !me.verifiedAt) return 'verified';
    if (p.audience === 'friends' && !(p.host_id && (await this.relationships.areFriends(me.id, p.host_id))))
      return 'friends';
    const kind = profileKind(me.genders);
    const w = p.welcome;
    const welcome =
      kind !== 'single' ? w.couples : me.genders === 'f' ? w.women : me.genders === 'm' ? w.men : w.others;
    if (!welcome) return 'welcome';
    return null;
  }

  /**
   * Moves the waiting list up while the next in line fits (first come, first served: nobody jumps the queue
   * because their group is smaller). `locked` is the party as locked in this transaction. Answers the
   * promoted members.
   */
  async promote(em: EntityManager, locked: PartyRow): Promise<string[]> {
    if (locked.cancelled_at) return [];
    let going = locked.going;
    const promoted: string[] = [];
    for (const w of await this.repo.waitingList(em, locked.id)) {
      if (!fits({ capacity: locked.capacity, going }, seatsOf(w))) break;
      await this.repo.setStatus(em, locked.id, w.member_id, 'approved');
      await this.repo.addGoing(em, locked.id, seatsOf(w));
      going += seatsOf(w);
      promoted.push(w.member_id);
    }
    return promoted;
  }
}
