import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role, Tier } from '@community/domain';

export interface PrivacySettings {
  profile: 'everyone' | 'members' | 'friends';
  messages: 'everyone' | 'friends' | 'nobody';
  showOnline: boolean;
  /** Who may see my friends list (the owner always can). */
  friendsList: 'everyone' | 'members' | 'friends' | 'nobody';
  /** Who may see my followers and the members I follow. */
  followLists: 'everyone' | 'members' | 'friends' | 'nobody';
  /** Leave no "viewed your profile" trace (Gold and above, staff). */
  browseInvisibly: boolean;
}

export const DEFAULT_PRIVACY: PrivacySettings = {
  profile: 'members',
  messages: 'everyone',
  showOnline: true,
  friendsList: 'members',
  followLists: 'members',
  browseInvisibly: false,
};

/** An account of the network. Owned by the members module; other modules go through MembersService. */
@Entity('members')
export class Member {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash', select: false }) passwordHash!: string;
  @Column('date', { name: 'date_of_birth' }) dateOfBirth!: string;
  @Column('text') genders!: string;
  @Column('text') role!: Role;
  @Column('text') tier!: Tier;
  @Column('timestamptz', { name: 'tier_expires_at', nullable: true }) tierExpiresAt!: Date | null;
  @Column('text', { name: 'home_variant' }) homeVariant!: string;
  @Column('text') locale!: string;
  @Column('text', { name: 'landing_page' }) landingPage!: 'activity' | 'newactivity';
  @Column('smallint', { name: 'avatar_colour' }) avatarColour!: number;
  /** The approved avatar everyone sees (member_avatars); null: the colour variant shows. */
  @Column('uuid', { name: 'avatar_id', nullable: true }) avatarId!: string | null;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt!: Date | null;
  @Column('timestamptz', { name: 'verified_at', nullable: true }) verifiedAt!: Date | null;
  @Column('timestamptz', { name: 'content_agreement_signed_at', nullable: true }) contentAgreementSignedAt!: Date | null;
  @Column('text', { name: 'mfa_secret', nullable: true, select: false }) mfaSecret!: string | null;
  @Column('timestamptz', { name: 'mfa_enabled_at', nullable: true }) mfaEnabledAt!: Date | null;
  @Column('bigint', { name: 'mfa_last_step', nullable: true, select: false }) mfaLastStep!: string | null;
  @Column('text', { name: 'page_access', array: true }) pageAccess!: string[];
  @Column('jsonb') privacy!: PrivacySettings;
  /** Badges the member chose not to show ('verified', 'star', 'crown'). */
  @Column('text', { name: 'hidden_badges', array: true, default: () => "'{}'" }) hiddenBadges!: string[];
  @Column('timestamptz', { name: 'suspended_at', nullable: true }) suspendedAt!: Date | null;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** The members module's TypeORM entities, for the composition root's data source. */
export const MEMBERS_ENTITIES = [Member];
