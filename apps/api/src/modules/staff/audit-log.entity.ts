import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every change a staff member makes: who, what, before, after, when. Rows are never updated. */
@Entity('staff_audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' }) id!: string;
  @Column('uuid', { name: 'actor_id', nullable: true }) actorId!: string | null;
  @Column('text') action!: string;
  @Column('text', { name: 'target_type' }) targetType!: string;
  @Column('text', { name: 'target_id' }) targetId!: string;
  @Column('text', { nullable: true }) variant!: string | null;
  @Column('jsonb', { nullable: true }) before!: Record<string, unknown> | null;
  @Column('jsonb', { nullable: true }) after!: Record<string, unknown> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
