import pg from 'pg';

/**
 * The victim's data, read straight from the database: one query, one row per table row (as jsonb text).
 *
 * $1 the victim, $2 the attacker (a zero id for a guest), $3 ids of the victim's public-by-design items
 * (the public photo, the published story, the wall post: members may like, comment, vote and read those),
 * $4 record ids a staff edit lock may name.
 *
 * What the attacker may legitimately add is left out, each with its reason:
 * - rows the attacker authors about the victim as a member (a follow, wink, favourite, friend or album
 *   access request, profile view, note, block, activity card, coin request, their own conversation with
 *   the victim): acts of the attacker's own that every member may do;
 * - likes, comments, votes, reads and the counters they move on public items ($3): the same, on what
 *   anyone may see;
 * - notifications whose actors are only the attacker, and the attacker among a group's actors: the
 *   victim hears of the attacker's own acts;
 * - unused password-reset tokens: anyone may ask for a reset mail for any account (it goes to the
 *   victim's inbox, never to the asker).
 */
const SNAPSHOT_SQL = `
WITH
  vm AS (SELECT id FROM media_items WHERE owner_id = $1),
  va AS (SELECT id FROM media_albums WHERE owner_id = $1),
  vp AS (SELECT id FROM member_wall_posts WHERE wall_id = $1 OR author_id = $1),
  vs AS (SELECT id FROM stories WHERE author_id = $1),
  vsc AS (SELECT id FROM story_comments WHERE author_id = $1 OR story_id IN (SELECT id FROM vs)),
  vc AS (SELECT conversation_id AS id FROM conversation_members WHERE member_id = $1
         EXCEPT SELECT conversation_id FROM conversation_members WHERE member_id = $2),
  vr AS (SELECT id FROM chat_rooms WHERE owner_id = $1),
  vacc AS (SELECT id FROM coin_accounts WHERE member_id = $1),
  vtx AS (SELECT id FROM coin_transactions WHERE from_account IN (SELECT id FROM vacc) OR to_account IN (SELECT id FROM vacc)),
  vt AS (SELECT id FROM tickets WHERE member_id = $1),
  ve AS (SELECT id FROM ebooks WHERE author_id = $1),
  vser AS (SELECT id FROM story_series WHERE author_id = $1)
SELECT 'members' AS t, to_jsonb(x)::text AS j FROM members x WHERE id = $1
UNION ALL SELECT 'member_profiles', to_jsonb(x)::text FROM member_profiles x WHERE member_id = $1
UNION ALL SELECT 'sessions', to_jsonb(x)::text FROM sessions x WHERE member_id = $1
UNION ALL SELECT 'remember_tokens', to_jsonb(x)::text FROM remember_tokens x WHERE member_id = $1
UNION ALL SELECT 'email_tokens', to_jsonb(x)::text FROM email_tokens x WHERE member_id = $1 AND NOT (purpose = 'reset' AND used_at IS NULL)
UNION ALL SELECT 'mfa_recovery_codes', to_jsonb(x)::text FROM mfa_recovery_codes x WHERE member_id = $1
UNION ALL SELECT 'member_avatars', to_jsonb(x)::text FROM member_avatars x WHERE member_id = $1
UNION ALL SELECT 'verification_cases', to_jsonb(x)::text FROM verification_cases x WHERE member_id = $1
UNION ALL SELECT 'verification_files', to_jsonb(x)::text FROM verification_files x WHERE case_id IN (SELECT id FROM verification_cases WHERE member_id = $1)
UNION ALL SELECT 'media_items', (CASE WHEN x.id::text = ANY($3) THEN to_jsonb(x) - 'likes_count' - 'views_count' - 'comments_count' ELSE to_jsonb(x) END)::text FROM media_items x WHERE owner_id = $1
UNION ALL SELECT 'media_likes', to_jsonb(x)::text FROM media_likes x WHERE (media_id IN (SELECT id FROM vm) OR member_id = $1) AND NOT (member_id = $2 AND media_id::text = ANY($3))
UNION ALL SELECT 'media_comments', to_jsonb(x)::text FROM media_comments x WHERE (media_id IN (SELECT id FROM vm) OR author_id = $1) AND NOT (author_id = $2 AND media_id::text = ANY($3))
UNION ALL SELECT 'media_albums', to_jsonb(x)::text FROM media_albums x WHERE owner_id = $1
UNION ALL SELECT 'media_album_access', to_jsonb(x)::text FROM media_album_access x WHERE (album_id IN (SELECT id FROM va) OR member_id = $1) AND NOT (member_id = $2 AND kind = 'request' AND status = 'pending')
UNION ALL SELECT 'media_settings', to_jsonb(x)::text FROM media_settings x WHERE member_id = $1
UNION ALL SELECT 'member_blocks', to_jsonb(x)::text FROM member_blocks x WHERE (blocker_id = $1 OR blocked_id = $1) AND blocker_id <> $2
UNION ALL SELECT 'friend_requests', to_jsonb(x)::text FROM friend_requests x WHERE (requester_id = $1 OR addressee_id = $1) AND requester_id <> $2
UNION ALL SELECT 'friendships', to_jsonb(x)::text FROM friendships x WHERE member_id = $1 OR friend_id = $1
UNION ALL SELECT 'follows', to_jsonb(x)::text FROM follows x WHERE (follower_id = $1 OR followed_id = $1) AND follower_id <> $2
UNION ALL SELECT 'winks', to_jsonb(x)::text FROM winks x WHERE (sender_id = $1 OR recipient_id = $1) AND sender_id <> $2
UNION ALL SELECT 'favourites', to_jsonb(x)::text FROM favourites x WHERE (member_id = $1 OR favourite_id = $1) AND member_id <> $2
UNION ALL SELECT 'profile_views', to_jsonb(x)::text FROM profile_views x WHERE (viewer_id = $1 OR viewed_id = $1) AND viewer_id <> $2
UNION ALL SELECT 'member_notes', to_jsonb(x)::text FROM member_notes x WHERE (author_id = $1 OR subject_id = $1) AND author_id <> $2
UNION ALL SELECT 'vouches', to_jsonb(x)::text FROM vouches x WHERE voucher_id = $1 OR subject_id = $1
UNION ALL SELECT 'member_saved_searches', to_jsonb(x)::text FROM member_saved_searches x WHERE member_id = $1
UNION ALL SELECT 'member_wall_posts', (CASE WHEN x.id::text = ANY($3) THEN to_jsonb(x) - 'score' - 'comments_count' ELSE to_jsonb(x) END)::text FROM member_wall_posts x WHERE wall_id = $1 OR author_id = $1
UNION ALL SELECT 'forum_topics', (to_jsonb(x) - 'post_count' - 'score' - 'last_post_at' - 'last_poster_id')::text FROM forum_topics x WHERE author_id = $1
UNION ALL SELECT 'forum_posts', (to_jsonb(x) - 'score')::text FROM forum_posts x WHERE author_id = $1
UNION ALL SELECT 'place_locations', to_jsonb(x)::text FROM place_locations x WHERE submitted_by = $1
UNION ALL SELECT 'place_ratings', to_jsonb(x)::text FROM place_ratings x WHERE (member_id = $1 OR location_id IN (SELECT id FROM place_locations WHERE submitted_by = $1)) AND NOT (member_id = $2 AND location_id::text = ANY($3))
UNION ALL SELECT 'place_comments', to_jsonb(x)::text FROM place_comments x WHERE (author_id = $1 OR location_id IN (SELECT id FROM place_locations WHERE submitted_by = $1)) AND NOT (author_id = $2 AND location_id::text = ANY($3))
UNION ALL SELECT 'place_checkins', to_jsonb(x)::text FROM place_checkins x WHERE (member_id = $1 OR location_id IN (SELECT id FROM place_locations WHERE submitted_by = $1)) AND NOT (member_id = $2 AND location_id::text = ANY($3))
UNION ALL SELECT 'place_suggestions', to_jsonb(x)::text FROM place_suggestions x WHERE (author_id = $1 OR location_id IN (SELECT id FROM place_locations WHERE submitted_by = $1)) AND NOT (author_id = $2 AND location_id::text = ANY($3))
UNION ALL SELECT 'competition_entries', to_jsonb(x)::text FROM competition_entries x WHERE member_id = $1
UNION ALL SELECT 'competition_votes', to_jsonb(x)::text FROM competition_votes x WHERE (member_id = $1 OR entry_id IN (SELECT id FROM competition_entries WHERE member_id = $1)) AND NOT (member_id = $2 AND entry_id::text = ANY($3))
UNION ALL SELECT 'parties', to_jsonb(x)::text FROM parties x WHERE host_id = $1
UNION ALL SELECT 'party_attendees', to_jsonb(x)::text FROM party_attendees x WHERE (party_id IN (SELECT id FROM parties WHERE host_id = $1) OR member_id = $1) AND member_id <> $2
UNION ALL SELECT 'party_invites', to_jsonb(x)::text FROM party_invites x WHERE party_id IN (SELECT id FROM parties WHERE host_id = $1) OR member_id = $1
UNION ALL SELECT 'party_calendar_tokens', to_jsonb(x)::text FROM party_calendar_tokens x WHERE member_id = $1
UNION ALL SELECT 'meets', to_jsonb(x)::text FROM meets x WHERE host_id = $1
UNION ALL SELECT 'meet_responses', to_jsonb(x)::text FROM meet_responses x WHERE (meet_id IN (SELECT id FROM meets WHERE host_id = $1) OR member_id = $1) AND member_id <> $2
UNION ALL SELECT 'member_wall_comments', to_jsonb(x)::text FROM member_wall_comments x WHERE (post_id IN (SELECT id FROM vp) OR author_id = $1) AND NOT (author_id = $2 AND post_id::text = ANY($3))
UNION ALL SELECT 'member_wall_votes', to_jsonb(x)::text FROM member_wall_votes x WHERE (post_id IN (SELECT id FROM vp) OR member_id = $1) AND NOT (member_id = $2 AND post_id::text = ANY($3))
UNION ALL SELECT 'member_activity', to_jsonb(x)::text FROM member_activity x WHERE (actor_id = $1 OR subject_id = $1) AND actor_id <> $2
UNION ALL SELECT 'member_newsfeed_hidden', to_jsonb(x)::text FROM member_newsfeed_hidden x WHERE member_id = $1
UNION ALL SELECT 'conversations', to_jsonb(x)::text FROM conversations x WHERE id IN (SELECT id FROM vc)
UNION ALL SELECT 'conversation_members', to_jsonb(x)::text FROM conversation_members x WHERE conversation_id IN (SELECT id FROM vc)
UNION ALL SELECT 'messages', to_jsonb(x)::text FROM messages x WHERE conversation_id IN (SELECT id FROM vc)
UNION ALL SELECT 'message_saves', to_jsonb(x)::text FROM message_saves x WHERE member_id = $1
UNION ALL SELECT 'messaging_settings', to_jsonb(x)::text FROM messaging_settings x WHERE member_id = $1
UNION ALL SELECT 'notifications', (to_jsonb(x) - 'actor_ids' - 'actor_count' - 'updated_at' - 'phrase' - 'related_models'
    || jsonb_build_object('actors', (SELECT coalesce(jsonb_agg(a ORDER BY a), '[]'::jsonb) FROM unnest(x.actor_ids) a WHERE a <> $2)))::text
  FROM notifications x WHERE member_id = $1 AND NOT (coalesce(x.actor_ids, '{}') <@ ARRAY[$2]::uuid[] AND cardinality(x.actor_ids) > 0)
UNION ALL SELECT 'chat_rooms', to_jsonb(x)::text FROM chat_rooms x WHERE owner_id = $1
UNION ALL SELECT 'chat_sanctions', to_jsonb(x)::text FROM chat_sanctions x WHERE room_id IN (SELECT id FROM vr) OR member_id = $1
UNION ALL SELECT 'chat_audit', to_jsonb(x)::text FROM chat_audit x WHERE room_id IN (SELECT id FROM vr) OR target_id = $1
UNION ALL SELECT 'chat_settings', to_jsonb(x)::text FROM chat_settings x WHERE member_id = $1
UNION ALL SELECT 'chat_messages', to_jsonb(x)::text FROM chat_messages x WHERE room_id IN (SELECT id FROM vr) OR sender_id = $1 OR recipient_id = $1
UNION ALL SELECT 'stories', (CASE WHEN x.id::text = ANY($3) THEN to_jsonb(x) - 'read_count' - 'like_count' - 'favourite_count' - 'comment_count' ELSE to_jsonb(x) END)::text FROM stories x WHERE author_id = $1
UNION ALL SELECT 'story_chapters', to_jsonb(x)::text FROM story_chapters x WHERE story_id IN (SELECT id FROM vs)
UNION ALL SELECT 'story_comments', (CASE WHEN x.story_id::text = ANY($3) THEN to_jsonb(x) - 'like_count' ELSE to_jsonb(x) END)::text FROM story_comments x
  WHERE id IN (SELECT id FROM vsc) AND NOT (author_id = $2 AND story_id::text = ANY($3))
UNION ALL SELECT 'story_comment_likes', to_jsonb(x)::text FROM story_comment_likes x WHERE (comment_id IN (SELECT id FROM vsc) OR member_id = $1)
  AND NOT (member_id = $2 AND comment_id IN (SELECT id FROM story_comments WHERE story_id::text = ANY($3)))
UNION ALL SELECT 'story_likes', to_jsonb(x)::text FROM story_likes x WHERE (story_id IN (SELECT id FROM vs) OR member_id = $1) AND NOT (member_id = $2 AND story_id::text = ANY($3))
UNION ALL SELECT 'story_favourites', to_jsonb(x)::text FROM story_favourites x WHERE (story_id IN (SELECT id FROM vs) OR member_id = $1) AND NOT (member_id = $2 AND story_id::text = ANY($3))
UNION ALL SELECT 'story_progress', to_jsonb(x)::text FROM story_progress x WHERE (story_id IN (SELECT id FROM vs) OR member_id = $1) AND NOT (member_id = $2 AND story_id::text = ANY($3))
UNION ALL SELECT 'story_reads', to_jsonb(x)::text FROM story_reads x WHERE story_id IN (SELECT id FROM vs) AND NOT story_id::text = ANY($3)
UNION ALL SELECT 'story_reader_settings', to_jsonb(x)::text FROM story_reader_settings x WHERE member_id = $1
UNION ALL SELECT 'story_blocks', to_jsonb(x)::text FROM story_blocks x WHERE member_id = $1
UNION ALL SELECT 'story_cover_templates', to_jsonb(x)::text FROM story_cover_templates x WHERE member_id = $1
UNION ALL SELECT 'story_series', to_jsonb(x)::text FROM story_series x WHERE id IN (SELECT id FROM vser)
UNION ALL SELECT 'story_series_parts', to_jsonb(x)::text FROM story_series_parts x WHERE series_id IN (SELECT id FROM vser) OR story_id IN (SELECT id FROM vs)
UNION ALL SELECT 'ebooks', to_jsonb(x)::text FROM ebooks x WHERE id IN (SELECT id FROM ve)
UNION ALL SELECT 'ebook_chapters', to_jsonb(x)::text FROM ebook_chapters x WHERE ebook_id IN (SELECT id FROM ve)
UNION ALL SELECT 'coin_accounts', to_jsonb(x)::text FROM coin_accounts x WHERE id IN (SELECT id FROM vacc)
UNION ALL SELECT 'coin_transactions', to_jsonb(x)::text FROM coin_transactions x WHERE id IN (SELECT id FROM vtx)
UNION ALL SELECT 'coin_entries', to_jsonb(x)::text FROM coin_entries x WHERE account_id IN (SELECT id FROM vacc)
UNION ALL SELECT 'coin_requests', to_jsonb(x)::text FROM coin_requests x WHERE (requester_id = $1 OR payer_id = $1) AND requester_id <> $2
UNION ALL SELECT 'gift_cards', to_jsonb(x)::text FROM gift_cards x WHERE buyer_id = $1 OR redeemed_by = $1
UNION ALL SELECT 'withdrawals', to_jsonb(x)::text FROM withdrawals x WHERE member_id = $1
UNION ALL SELECT 'payments', to_jsonb(x)::text FROM payments x WHERE member_id = $1
UNION ALL SELECT 'subscriptions', to_jsonb(x)::text FROM subscriptions x WHERE member_id = $1
UNION ALL SELECT 'card_updates', to_jsonb(x)::text FROM card_updates x WHERE member_id = $1
UNION ALL SELECT 'payment_trials', to_jsonb(x)::text FROM payment_trials x WHERE member_id = $1
UNION ALL SELECT 'upgrade_offers', to_jsonb(x)::text FROM upgrade_offers x WHERE member_id = $1
UNION ALL SELECT 'tickets', to_jsonb(x)::text FROM tickets x WHERE id IN (SELECT id FROM vt)
UNION ALL SELECT 'ticket_messages', to_jsonb(x)::text FROM ticket_messages x WHERE ticket_id IN (SELECT id FROM vt)
UNION ALL SELECT 'ticket_attachments', to_jsonb(x)::text FROM ticket_attachments x
  WHERE uploader_id = $1 OR message_id IN (SELECT id FROM ticket_messages WHERE ticket_id IN (SELECT id FROM vt))
UNION ALL SELECT 'reports', to_jsonb(x)::text FROM reports x WHERE reporter_id = $1
UNION ALL SELECT 'staff_notes', to_jsonb(x)::text FROM staff_notes x WHERE member_id = $1
UNION ALL SELECT 'staff_record_locks', to_jsonb(x)::text FROM staff_record_locks x WHERE record_id = ANY($4)
UNION ALL SELECT 'groups', to_jsonb(x)::text FROM groups x WHERE owner_id = $1
UNION ALL SELECT 'group_members', to_jsonb(x)::text FROM group_members x WHERE group_id IN (SELECT id FROM groups WHERE owner_id = $1) OR member_id = $1
UNION ALL SELECT 'clubs', (to_jsonb(x) - 'reviews_count' - 'rating_sum')::text FROM clubs x WHERE owner_id = $1
UNION ALL SELECT 'club_reviews', to_jsonb(x)::text FROM club_reviews x WHERE (club_id IN (SELECT id FROM clubs WHERE owner_id = $1) OR author_id = $1) AND author_id <> $2
UNION ALL SELECT 'community_wall_posts', (CASE WHEN x.place_kind = 'club' THEN to_jsonb(x) - 'score' - 'comments_count' ELSE to_jsonb(x) END)::text FROM community_wall_posts x
  WHERE (author_id = $1 OR place_id IN (SELECT id FROM groups WHERE owner_id = $1) OR place_id IN (SELECT id FROM clubs WHERE owner_id = $1)) AND NOT (author_id = $2 AND place_kind = 'club')
UNION ALL SELECT 'community_wall_votes', to_jsonb(x)::text FROM community_wall_votes x WHERE post_id IN (SELECT id FROM community_wall_posts WHERE author_id = $1 OR place_id IN (SELECT id FROM groups WHERE owner_id = $1) OR place_id IN (SELECT id FROM clubs WHERE owner_id = $1))
  AND NOT (member_id = $2 AND post_id IN (SELECT id FROM community_wall_posts WHERE place_kind = 'club'))
UNION ALL SELECT 'community_wall_comments', to_jsonb(x)::text FROM community_wall_comments x WHERE post_id IN (SELECT id FROM community_wall_posts WHERE author_id = $1 OR place_id IN (SELECT id FROM groups WHERE owner_id = $1) OR place_id IN (SELECT id FROM clubs WHERE owner_id = $1))
  AND NOT (author_id = $2 AND post_id IN (SELECT id FROM community_wall_posts WHERE place_kind = 'club'))
UNION ALL SELECT 'content_agreement_signatures', to_jsonb(x)::text FROM content_agreement_signatures x WHERE member_id = $1
`;

/** The tables the snapshot reads (a test checks that every table holding member data is one of them or excused). */
export const SNAPSHOT_TABLES: string[] = [...SNAPSHOT_SQL.matchAll(/SELECT '([a-z_]+)'/g)].map((m) => m[1] ?? '');

export const GUEST_ID = '00000000-0000-0000-0000-000000000000';

export type Snapshot = Map<string, string[]>;

export interface SnapshotScope {
  victimId: string;
  attackerId: string | null;
  publicIds: string[];
  lockIds: string[];
}

/** Reads snapshots on one connection of its own, as a prepared statement (planned once: it runs after every call). */
export class Snapshots {
  private constructor(private readonly client: pg.Client) {}

  /** A connection of its own (not one of the app's pool). */
  static async open(url: string): Promise<Snapshots> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new Snapshots(client);
  }

  async take(s: SnapshotScope): Promise<Snapshot> {
    const res = await this.client.query<{ t: string; j: string }>({ name: 'access-matrix-snapshot', text: SNAPSHOT_SQL, values: [s.victimId, s.attackerId ?? GUEST_ID, s.publicIds, s.lockIds] });
    const out: Snapshot = new Map(SNAPSHOT_TABLES.map((t) => [t, []]));
    for (const r of res.rows) out.get(r.t)!.push(r.j);
    for (const list of out.values()) list.sort();
    return out;
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

export interface TableDiff {
  table: string;
  removed: string[];
  added: string[];
}

/** What differs between two snapshots, table by table (a changed row shows as one removed and one added). */
export function diff(before: Snapshot, after: Snapshot): TableDiff[] {
  const out: TableDiff[] = [];
  for (const [table, rows] of before) {
    const next = after.get(table) ?? [];
    const a = new Set(rows);
    const b = new Set(next);
    const removed = rows.filter((r) => !b.has(r));
    const added = next.filter((r) => !a.has(r));
    if (removed.length || added.length) out.push({ table, removed, added });
  }
  return out;
}
