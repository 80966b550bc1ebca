import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supervision (issue 16): without Redis, the web processes share socket.io events through PostgreSQL
 * (`@socket.io/postgres-adapter`: LISTEN/NOTIFY). A NOTIFY payload is limited to 8,000 bytes; larger or binary
 * packets are stored here and the notification carries their id. The adapter deletes rows older than 30 s.
 */
export class SocketIoAttachments1767300000000 implements MigrationInterface {
  name = 'SocketIoAttachments1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE socket_io_attachments (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        payload bytea NOT NULL
      )`);
    await q.query(`CREATE INDEX socket_io_attachments_created_at ON socket_io_attachments (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE socket_io_attachments`);
  }
}
