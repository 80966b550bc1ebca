import { Injectable } from '@nestjs/common';
import {
  REPORT_STAFF_ROLES,
  instantToZoned,
  type PartyAttendee,
  type PartyDetail,
  type PartyItem,
  type PartyPerson,
  type PartyViewerState,
} from '@community/contracts';
import { actsAsStaffOn } from '@community/domain';
import { avatarOf, MembersService, RelationshipsService, type MemberAccount } from '../../members/index.js';
import type { AttendeeRow, ListViewer, PartyRow } from './parties.repository.js';

/** The reader of a request: the member (null for a guest) and the variant the site is. */
export interface PartyViewer {
  member: MemberAccount | null;
  variant: string;
}
export type People = Map<string, PartyPerson>;

/** A keyset cursor over (starts_at, id). */
export const encodeCursor = (r: { starts_at: Date; id: string }) =>
  Buffer.from(`${new Date(r.starts_at).toISOString()}|${r.id}`).toString('base64url');
export function decodeCursor(after: string | undefined): { startsAt: Date; id: string } | null | 'bad' {
  if (!after) return null;
  const [at, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
  const startsAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(startsAt.getTime())) return 'bad';
  return { startsAt, id };
}

/** Who sees what of a party, and the rows as the contracts' shapes. */
@Injectable()
export class PartyViews {
  constructor(
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
  ) {}

  isStaff(member: MemberAccount | null, variant: string): boolean {
    return (
      member !== null &&
      (REPORT_STAFF_ROLES as readonly string[]).includes(member.role) &&
      actsAsStaffOn(member, variant)
    );
  }

  async listViewer(member: MemberAccount | null): Promise<ListViewer> {
    if (!member) return { id: null, friendIds: [] };
    return { id: member.id, friendIds: await this.relationships.friendIds(member.id) };
  }

  /**
   * Whether the viewer may see the party at all (otherwise it is "not found", so an invited-only party's
   * existence does not leak): open and verified-only parties to everyone, friends-only ones to the host's
   * friends, and any party to its host, its invitees, whoever asked to come and the variant's staff.
   */
  async canSee(p: PartyRow, v: PartyViewer, att: AttendeeRow | null, invited: boolean): Promise<boolean> {
    if (p.variant !== v.variant) return false;
    const me = v.member;
    if (
      me &&
      p.host_id &&
      me.id !== p.host_id &&
      (await this.relationships.isBlocked(me.id, p.host_id)) &&
      !this.isStaff(me, p.variant)
    )
      return false;
    if (p.audience === 'everyone' || p.audience === 'verified') return true;
    if (!me) return false;
    if (me.id === p.host_id || att || invited || this.isStaff(me, p.variant)) return true;
    return p.audience === 'friends' && p.host_id !== null && (await this.relationships.areFriends(me.id, p.host_id));
  }

  /** The host, approved attendees and the variant's staff read the street address; nobody else. */
  mayReadAddress(p: PartyRow, me: MemberAccount | null, att: AttendeeRow | null): boolean {
    if (!me) return false;
    return me.id === p.host_id || att?.status === 'approved' || this.isStaff(me, p.variant);
  }

  async people(ids: ReadonlyArray<string | null | undefined>): Promise<People> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const found = wanted.length ? await this.members.findByIds(wanted) : [];
    return new Map(found.map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
  }

  item(p: PartyRow, people: People): PartyItem {
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      startsAt: new Date(p.starts_at).toISOString(),
      endsAt: new Date(p.ends_at).toISOString(),
      timeZone: p.time_zone,
      place: p.place_label,
      distanceKm: p.distance_km === null || p.distance_km === undefined ? null : Math.round(p.distance_km * 10) / 10,
      host: p.host_id ? (people.get(p.host_id) ?? null) : null,
      audience: p.audience,
      price: p.price,
      capacity: p.capacity,
      going: p.going,
      waiting: p.waiting ?? 0,
      cancelled: p.cancelled_at !== null,
    };
  }

  async items(rows: PartyRow[]): Promise<PartyItem[]> {
    const people = await this.people(rows.map((r) => r.host_id));
    return rows.map((r) => this.item(r, people));
  }

  detail(p: PartyRow, people: People, viewer: PartyViewerState, address: string | null): PartyDetail {
    return {
      ...this.item(p, people),
      description: p.description,
      placeId: p.place_id,
      address,
      welcome: p.welcome,
      approval: p.approval,
      cancelReason: p.cancel_reason,
      startsLocal: instantToZoned(p.starts_at, p.time_zone),
      endsLocal: instantToZoned(p.ends_at, p.time_zone),
      viewer,
    };
  }

  attendee(a: AttendeeRow, people: People, forHost: boolean): PartyAttendee | null {
    const member = people.get(a.member_id);
    if (!member) return null;
    return {
      member,
      status: a.status,
      plusOnes: a.plus_ones,
      message: forHost ? a.message : null,
      requestedAt: new Date(a.requested_at).toISOString(),
      checkedIn: a.checked_in_at !== null,
    };
  }
}
