import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { updateById } from '../../shared/db/rows.js';
import { found } from './payments.repository.js';

export interface CardUpdateRow {
  id: string;
  reference: string;
  member_id: string;
  subscription_id: string;
  gateway: string;
  gateway_ref: string | null;
  status: 'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed';
  payment_method_ref: string | null;
  failure_message: string | null;
  action_url: string | null;
  idempotency_key: string;
  applied_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The only code that queries card_updates (replacing the card a subscription renews with). */
@Injectable()
export class CardUpdatesRepository {
  constructor(private readonly db: DataSource) {}

  private m(em?: EntityManager): EntityManager {
    return em ?? this.db.manager;
  }

  /** Inserts, or returns null when this member already used the idempotency key. */
  async insertCardUpdate(c: Pick<CardUpdateRow, 'reference' | 'member_id' | 'subscription_id' | 'gateway' | 'idempotency_key'>): Promise<CardUpdateRow | null> {
    const rows: CardUpdateRow[] = await this.db.query(
      `INSERT INTO card_updates (reference, member_id, subscription_id, gateway, idempotency_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING *`,
      [c.reference, c.member_id, c.subscription_id, c.gateway, c.idempotency_key],
    );
    return rows[0] ?? null;
  }

  /** The card update recorded under this member's idempotency key: inserted now, or the one an earlier request recorded. */
  async insertOrGetCardUpdate(c: Pick<CardUpdateRow, 'reference' | 'member_id' | 'subscription_id' | 'gateway' | 'idempotency_key'>): Promise<CardUpdateRow> {
    return (await this.insertCardUpdate(c)) ?? found(await this.cardUpdateByKey(c.member_id, c.idempotency_key), `card update under key ${c.idempotency_key}`);
  }

  async cardUpdateByKey(memberId: string, key: string): Promise<CardUpdateRow | null> {
    const rows: CardUpdateRow[] = await this.db.query(`SELECT * FROM card_updates WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key]);
    return rows[0] ?? null;
  }

  async cardUpdateByReference(reference: string): Promise<CardUpdateRow | null> {
    const rows: CardUpdateRow[] = await this.db.query(`SELECT * FROM card_updates WHERE reference = $1`, [reference]);
    return rows[0] ?? null;
  }

  async cardUpdateByGatewayRef(ref: string): Promise<CardUpdateRow | null> {
    const rows: CardUpdateRow[] = await this.db.query(`SELECT * FROM card_updates WHERE gateway_ref = $1`, [ref]);
    return rows[0] ?? null;
  }

  async lockCardUpdate(em: EntityManager, id: string): Promise<CardUpdateRow | null> {
    const rows: CardUpdateRow[] = await em.query(`SELECT * FROM card_updates WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async updateCardUpdate(id: string, patch: Partial<Omit<CardUpdateRow, 'id'>>, em?: EntityManager): Promise<CardUpdateRow> {
    return updateById<CardUpdateRow>(this.m(em), 'card_updates', id, patch);
  }
}
