import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { Overlays1763900000000 } from './1763900000000-overlays.js';
import { MemberProfiles1764000000000 } from './1764000000000-member-profiles.js';
import { Stories1764100000000 } from './1764100000000-stories.js';
import { Media1764200000000 } from './1764200000000-media.js';
import { Messaging1764300000000 } from './1764300000000-messaging.js';
import { Payments1764600000000 } from './1764600000000-payments.js';
import { Chat1764700000000 } from './1764700000000-chat.js';
import { StaffTickets1764800000000 } from './1764800000000-staff-tickets.js';
import { MemberAvatarsActivity1764900000000 } from './1764900000000-member-avatars-activity.js';
import { StoriesSeriesCoversEbooks1765000000000 } from './1765000000000-stories-series-covers-ebooks.js';
import { CoinRequestsGiftCards1765300000000 } from './1765300000000-coin-requests-gift-cards.js';
import { MemberWalls1765400000000 } from './1765400000000-member-walls.js';
import { MediaVideos1765500000000 } from './1765500000000-media-videos.js';
import { StoriesReaderCommentLikesCovers1765800000000 } from './1765800000000-stories-reader-likes-covers.js';
import { MessageMedia1765900000000 } from './1765900000000-message-media.js';
import { PaymentTrials1766000000000 } from './1766000000000-payment-trials.js';
import { MemberSavedSearches1766100000000 } from './1766100000000-member-saved-searches.js';
import { StaffStatsRollup1766200000000 } from './1766200000000-staff-stats-rollup.js';
import { ChatPhotos1766300000000 } from './1766300000000-chat-photos.js';
import { MessageAlbumInvites1766400000000 } from './1766400000000-message-album-invites.js';
import { TicketAttachments1766600000000 } from './1766600000000-ticket-attachments.js';
import { MemberDiscovery1766800000000 } from './1766800000000-member-discovery.js';
import { PaymentCardUpdates1767000000000 } from './1767000000000-payment-card-updates.js';
import { TicketSla1767100000000 } from './1767100000000-ticket-sla.js';
import { MessageVideos1767200000000 } from './1767200000000-message-videos.js';
import { SocketIoAttachments1767300000000 } from './1767300000000-socket-io-attachments.js';
import { Forum1767519000000 } from './1767519000000-forum.js';
import { MediaProcessingProgress1767400000000 } from './1767400000000-media-processing-progress.js';
import { ActivitySettings1767600000000 } from './1767600000000-activity-settings.js';
import { Verification1767720000000 } from './1767720000000-verification.js';
import { SignupChallenges1767721000000 } from './1767721000000-signup-challenges.js';
import { PaymentEventsByCharge1767730000000 } from './1767730000000-payment-events-by-charge.js';
import { Groups1767700000000 } from './1767700000000-groups.js';
import { Clubs1767700100000 } from './1767700100000-clubs.js';
import { Places1767740000000 } from './1767740000000-places.js';
import { Competitions1767741000000 } from './1767741000000-competitions.js';
import { PartiesMeets1767710000000 } from './1767710000000-parties-meets.js';

/** Every migration, oldest first (by timestamp, the order TypeORM runs them in). Add new ones at the end. */
export const migrations = [
  Foundation1763800000000,
  Overlays1763900000000,
  MemberProfiles1764000000000,
  Stories1764100000000,
  Media1764200000000,
  Messaging1764300000000,
  Payments1764600000000,
  Chat1764700000000,
  StaffTickets1764800000000,
  MemberAvatarsActivity1764900000000,
  StoriesSeriesCoversEbooks1765000000000,
  CoinRequestsGiftCards1765300000000,
  MemberWalls1765400000000,
  MediaVideos1765500000000,
  StoriesReaderCommentLikesCovers1765800000000,
  MessageMedia1765900000000,
  PaymentTrials1766000000000,
  MemberSavedSearches1766100000000,
  StaffStatsRollup1766200000000,
  ChatPhotos1766300000000,
  MessageAlbumInvites1766400000000,
  TicketAttachments1766600000000,
  MemberDiscovery1766800000000,
  PaymentCardUpdates1767000000000,
  TicketSla1767100000000,
  MessageVideos1767200000000,
  SocketIoAttachments1767300000000,
  MediaProcessingProgress1767400000000,
  Forum1767519000000,
  ActivitySettings1767600000000,
  Groups1767700000000,
  Clubs1767700100000,
  PartiesMeets1767710000000,
  Verification1767720000000,
  SignupChallenges1767721000000,
  PaymentEventsByCharge1767730000000,
  Places1767740000000,
  Competitions1767741000000,
];
