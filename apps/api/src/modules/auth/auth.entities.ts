import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('bytea', { name: 'token_hash' }) tokenHash!: Buffer;
  @Column('uuid', { name: 'member_id' }) memberId!: string;
  @Column('boolean') remembered!: boolean;
  @Column('text', { name: 'user_agent', nullable: true }) userAgent!: string | null;
  @Column('text', { nullable: true }) ip!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
}

/** Remember-me series: the REM cookie is `<id>.<token>`; the token rotates on every use. */
@Entity('remember_tokens')
export class RememberToken {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'member_id' }) memberId!: string;
  @Column('bytea', { name: 'token_hash' }) tokenHash!: Buffer;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
}

/** One-time links sent by e-mail: address confirmation and password reset. */
@Entity('email_tokens')
export class EmailToken {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'member_id' }) memberId!: string;
  @Column('text') purpose!: 'confirm' | 'reset';
  @Column('bytea', { name: 'token_hash' }) tokenHash!: Buffer;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('mfa_recovery_codes')
export class MfaRecoveryCode {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'member_id' }) memberId!: string;
  @Column('bytea', { name: 'code_hash' }) codeHash!: Buffer;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** The auth module's TypeORM entities, for the composition root's data source. */
export const AUTH_ENTITIES = [Session, RememberToken, EmailToken, MfaRecoveryCode];
