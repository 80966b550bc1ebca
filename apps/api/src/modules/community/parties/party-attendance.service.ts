import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type {
  PartyAttendee,
  PartyAttendeeList,
  PartyInvitationList,
  PartyInviteResult,
  PartyViewerState,
} from '@community/contracts';
import { MembersService, RelationshipsService, type MemberAccount } from '../../members/index.js';
import { PartiesRepository, type AttendeeRow, type PartyRow } from './parties.repository.js';
import { PartiesErrorCode, PartiesException, invalid } from './parties.exception.js';
import { PartiesService } from './parties.service.js';
import { PartyNotices } from './party-notices.js';
import { PartySeats, fits, seatsOf } from './party-seats.js';
import { PartyViews, type PartyViewer } from './party-views.js';

type Member = PartyViewer & { member: MemberAccount };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The code an attendee shows at the door: six characters without look-alikes (0/O, 1/I). */
export const checkinCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const REFUSALS: Record<string, string> = {
  cancelled: 'This party is cancelled',
  past: 'This party has already started',
  host: 'You are the host',
  invited: 'This party is for invited guests only',
  verified: 'This party is for members with a verified ID',
  friends: "This party is for the host's friends",
  welcome: 'The host is not inviting guests like you to this party',
  declined: 'The host has declined your request',
};

/**
 * Attendance: asking to come (with a message and plus-ones), the host's approval and decline, the waiting
 * list, cancelling and removing (the waiting list moves up and the promoted are told), check-in at the door
 * and invitations (one by one, all friends, or carried by a message). Each change of the guest list is one
 * transaction holding the party's row lock; notices go after the commit.
 */
@Injectable()
export class PartyAttendanceService {
  constructor(
    private readonly repo: PartiesRepository,
    private readonly parties: PartiesService,
    private readonly seats: PartySeats,
    private readonly views: PartyViews,
    private readonly notices: PartyNotices,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
  ) {}

  private refuse(code: string): never {
    if (code === 'cancelled' || code === 'past') throw new PartiesException(PartiesErrorCode.Closed, REFUSALS[code]!);
    throw new PartiesException(PartiesErrorCode.Refused, REFUSALS[code] ?? 'You cannot ask to come to this party', {
      flags: { reason: code },
    });
  }

  /**
   * Asks to come. Invited members, and everyone at parties without approval, are on the guest list at once
   * while it has room and on the waiting list after; the others wait for the host. Asking again answers the
   * current state (a declined request stays declined).
   */
  async attend(
    v: Member,
    ref: string,
    body: { message: string; plusOnes: number },
    viaInvitation = false,
  ): Promise<PartyViewerState> {
    const { p, att } = await this.parties.visible(v, ref);
    return this.attendParty(v, p, att, body, viaInvitation);
  }

  private async attendParty(
    v: Member,
    p: PartyRow,
    existing: AttendeeRow | null,
    body: { message: string; plusOnes: number },
    viaInvitation: boolean,
  ): Promise<PartyViewerState> {
    const me = v.member;
    if (existing?.status === 'declined') this.refuse('declined');
    const outcome = await this.repo.transaction(async (em) => {
      const locked = await this.repo.lock(em, p.id);
      const already = await this.repo.attendee(p.id, me.id, em);
      if (already) return { status: already.status, fresh: false };
      const invited = viaInvitation || (await this.repo.pendingInvitation(p.id, me.id, em)) !== null;
      const refusal = await this.seats.refusal(locked, me, invited);
      if (refusal) this.refuse(refusal);
      const n = 1 + body.plusOnes;
      const status = invited || !locked.approval ? (fits(locked, n) ? 'approved' : 'waiting') : 'pending';
      await this.repo.insertAttendee(em, {
        partyId: p.id,
        memberId: me.id,
        status,
        plusOnes: body.plusOnes,
        message: body.message,
        code: checkinCode(),
      });
      if (status === 'approved') await this.repo.addGoing(em, p.id, n);
      if (invited) await this.repo.acceptInvitationOf(em, p.id, me.id);
      return { status, fresh: true };
    });
    if (outcome.fresh && p.host_id) {
      if (outcome.status === 'pending') {
        await this.notices.tell(p.host_id, 'PartyRequest', p, {
          actorId: me.id,
          objectId: `${p.id}:${me.id}`,
          responseEndpoint: `/api/parties/${p.id}/attendees/${me.id}/approve`,
        });
      }
    }
    const after = await this.parties.visible(v, p.id);
    return this.parties.viewerState(v, after.p, after.att, after.invitationId);
  }

  /** Leaves the guest list (or the waiting list, or withdraws a request): the waiting list moves up. */
  async leave(v: Member, ref: string): Promise<void> {
    const { p, att } = await this.parties.visible(v, ref);
    if (!att || att.status === 'declined')
      throw new PartiesException(PartiesErrorCode.NotAttending, 'You have not asked to come to this party');
    await this.drop(p, v.member.id, null);
  }

  /** Removes someone from the party (host): they cannot ask again; the waiting list moves up. */
  async remove(v: Member, ref: string, memberId: string): Promise<void> {
    const p = await this.parties.hosted(v, ref);
    const att = await this.repo.attendee(p.id, memberId);
    if (!att || att.status === 'declined')
      throw new PartiesException(PartiesErrorCode.NotAttending, 'This member has not asked to come');
    await this.drop(p, memberId, 'declined');
  }

  private async drop(p: PartyRow, memberId: string, then: 'declined' | null): Promise<void> {
    const promoted = await this.repo.transaction(async (em) => {
      const locked = await this.repo.lock(em, p.id);
      const att = await this.repo.attendee(p.id, memberId, em);
      if (!att) return [];
      if (then) await this.repo.setStatus(em, p.id, memberId, then);
      else await this.repo.deleteAttendee(em, p.id, memberId);
      if (att.status !== 'approved') return [];
      await this.repo.addGoing(em, p.id, -seatsOf(att));
      return this.seats.promote(em, { ...locked, going: locked.going - seatsOf(att) });
    });
    await this.notices.withdraw(p.host_id ?? '', 'PartyRequest', `${p.id}:${memberId}`);
    for (const id of promoted) await this.notices.tell(id, 'PartyPromoted', p, { actorId: p.host_id });
  }

  /** The host approves (on the guest list while there is room, else the waiting list) or declines a request. */
  async approve(v: Member, ref: string, memberId: string, approve: boolean): Promise<PartyAttendee> {
    const p = await this.parties.hosted(v, ref);
    const status = await this.repo.transaction(async (em) => {
      const locked = await this.repo.lock(em, p.id);
      if (locked.cancelled_at) this.refuse('cancelled');
      const att = await this.repo.attendee(p.id, memberId, em);
      if (!att) throw new PartiesException(PartiesErrorCode.NotAttending, 'This member has not asked to come');
      if (!approve) {
        if (att.status === 'approved') throw invalid('approve', 'This guest is already approved: remove them instead');
        await this.repo.setStatus(em, p.id, memberId, 'declined');
        return 'declined' as const;
      }
      if (att.status === 'approved') return 'approved' as const;
      const next = fits(locked, seatsOf(att)) ? ('approved' as const) : ('waiting' as const);
      await this.repo.setStatus(em, p.id, memberId, next);
      if (next === 'approved') await this.repo.addGoing(em, p.id, seatsOf(att));
      return next;
    });
    await this.notices.withdraw(v.member.id, 'PartyRequest', `${p.id}:${memberId}`);
    if (status === 'approved') await this.notices.tell(memberId, 'PartyApproved', p, { actorId: v.member.id });
    if (status === 'declined') await this.notices.tell(memberId, 'PartyDeclined', p);
    const att = (await this.repo.attendee(p.id, memberId))!;
    return this.views.attendee(att, await this.views.people([memberId]), true)!;
  }

  /**
   * Who comes: the host sees every request with its message; approved attendees see the guest list; the
   * variant's staff see it all; anyone else is refused.
   */
  async attendees(v: Member, ref: string): Promise<PartyAttendeeList> {
    const { p, att } = await this.parties.visible(v, ref);
    const isHost = p.host_id === v.member.id || this.views.isStaff(v.member, p.variant);
    if (!isHost && att?.status !== 'approved')
      throw new PartiesException(PartiesErrorCode.Forbidden, 'Only the host and approved guests see who comes');
    const rows = await this.repo.attendees(
      p.id,
      isHost ? ['approved', 'waiting', 'pending', 'declined'] : ['approved'],
    );
    const people = await this.views.people(rows.map((r) => r.member_id));
    return {
      items: rows.flatMap((r) => this.views.attendee(r, people, isHost) ?? []),
      going: p.going,
      capacity: p.capacity,
    };
  }

  /** At the door: the host checks a guest in by the code the guest shows. */
  async checkIn(v: Member, ref: string, code: string): Promise<PartyAttendee> {
    const p = await this.parties.hosted(v, ref);
    const att = await this.repo.checkIn(p.id, code);
    if (!att) throw invalid('code', 'No approved guest has this code');
    return this.views.attendee(att, await this.views.people([att.member_id]), true)!;
  }

  // ---- invitations ----------------------------------------------------------------------------------------

  /**
   * The host invites members (or all friends). Members who do not exist, are suspended, have a block with the
   * host, already asked to come or were invited before are skipped; each new invitee gets a notification to
   * accept or decline.
   */
  async invite(v: Member, ref: string, body: { memberIds: string[]; allFriends: boolean }): Promise<PartyInviteResult> {
    const p = await this.parties.hosted(v, ref);
    if (p.cancelled_at || new Date(p.starts_at).getTime() <= Date.now())
      this.refuse(p.cancelled_at ? 'cancelled' : 'past');
    return this.inviteTo(
      v.member,
      p,
      body.allFriends ? await this.relationships.friendIds(v.member.id) : body.memberIds,
    );
  }

  private async inviteTo(host: MemberAccount, p: PartyRow, ids: string[]): Promise<PartyInviteResult> {
    const wanted = [...new Set(ids)].filter((id) => id !== host.id);
    const found = await this.members.findByIds(wanted);
    const eligible: string[] = [];
    for (const m of found) {
      if (m.suspendedAt || (await this.relationships.isBlocked(host.id, m.id))) continue;
      if (await this.repo.attendee(p.id, m.id)) continue;
      eligible.push(m.id);
    }
    const created = await this.repo.invite(p.id, host.id, eligible);
    for (const inv of created) {
      await this.notices.tell(inv.member_id, 'PartyInvite', p, {
        actorId: host.id,
        objectId: inv.id,
        responseEndpoint: `/api/parties/${p.id}/invites/${inv.id}`,
      });
    }
    return { invited: created.length, skipped: ids.length - created.length };
  }

  /**
   * A party invitation carried by a message (`partyInvite` in a message post): the sender must be the host of
   * a live party; the conversation's other members are invited. Answers the line the message shows.
   */
  async inviteFromMessage(
    me: MemberAccount,
    partyId: string,
    recipientIds: string[],
  ): Promise<{ title: string; path: string }> {
    const p = await this.repo.byId(partyId);
    if (!p || p.host_id !== me.id) throw invalid('partyInvite', 'No such party of yours');
    if (p.cancelled_at || new Date(p.starts_at).getTime() <= Date.now())
      throw invalid('partyInvite', 'This party is over or cancelled');
    await this.inviteTo(me, p, recipientIds);
    return { title: p.title, path: `/parties/${p.slug}` };
  }

  async invitations(v: Member, ref: string): Promise<PartyInvitationList> {
    const p = await this.parties.hosted(v, ref);
    const rows = await this.repo.invitationsOfParty(p.id);
    const people = await this.views.people([...rows.flatMap((r) => [r.member_id, r.inviter_id]), p.host_id]);
    const party = this.views.item(p, people);
    return {
      items: rows.flatMap((r) => {
        const member = people.get(r.member_id);
        return member
          ? [
              {
                id: r.id,
                party,
                member,
                inviter: r.inviter_id ? (people.get(r.inviter_id) ?? null) : null,
                status: r.status,
                createdAt: new Date(r.created_at).toISOString(),
              },
            ]
          : [];
      }),
    };
  }

  /** The invitee accepts (onto the guest list, or the waiting list when full) or declines. */
  async answer(v: Member, ref: string, invitationId: string, accept: boolean): Promise<PartyViewerState> {
    const inv = await this.repo.invitation(invitationId);
    if (!inv || inv.member_id !== v.member.id)
      throw new PartiesException(PartiesErrorCode.InvitationNotFound, 'No such invitation');
    const { p, att } = await this.parties.visible(v, ref);
    if (inv.party_id !== p.id) throw new PartiesException(PartiesErrorCode.InvitationNotFound, 'No such invitation');
    await this.notices.withdraw(v.member.id, 'PartyInvite', inv.id);
    if (inv.status === 'pending' && !accept) {
      await this.repo.answerInvitation(inv.id, 'declined');
      return this.parties.viewerState(v, p, att, null);
    }
    if (accept && inv.status !== 'declined')
      return this.attendParty(v, p, att, { message: '', plusOnes: 0 }, inv.status === 'pending');
    return this.parties.viewerState(v, p, att, null);
  }
}
