import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, e-mail tokens, MFA, rate limits and the staff audit log. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        date_of_birth date NOT NULL,
        genders text NOT NULL CHECK (genders ~ '^[mftn]{1,6}$'),
        role text NOT NULL DEFAULT 'member'
          CHECK (role IN ('member','moderator','support','editor','admin','global','super')),
        tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free','silver','gold','platinum')),
        tier_expires_at timestamptz,
        home_variant text NOT NULL,
        locale text NOT NULL,
        landing_page text NOT NULL DEFAULT 'activity' CHECK (landing_page IN ('activity','newactivity')),
        avatar_colour smallint NOT NULL CHECK (avatar_colour BETWEEN 1 AND 4),
        confirmed_at timestamptz,
        verified_at timestamptz,
        content_agreement_signed_at timestamptz,
        mfa_secret text,
        mfa_enabled_at timestamptz,
        mfa_last_step bigint,
        page_access text[] NOT NULL DEFAULT '{}',
        privacy jsonb NOT NULL DEFAULT '{"profile":"members","messages":"everyone","showOnline":true}',
        suspended_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX members_name_lower_uq ON members (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX members_email_lower_uq ON members (lower(email))`);
    await q.query(`CREATE INDEX members_name_prefix_idx ON members (lower(name) text_pattern_ops)`);
    await q.query(`CREATE INDEX members_email_prefix_idx ON members (lower(email) text_pattern_ops)`);
    await q.query(`CREATE INDEX members_variant_created_idx ON members (home_variant, created_at DESC)`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash bytea NOT NULL UNIQUE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        remembered boolean NOT NULL DEFAULT false,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_member_open_idx ON sessions (member_id, created_at DESC) WHERE ended_at IS NULL`);

    await q.query(`
      CREATE TABLE remember_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX remember_tokens_member_idx ON remember_tokens (member_id)`);

    await q.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm','reset')),
        token_hash bytea NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_tokens_member_idx ON email_tokens (member_id, purpose)`);

    await q.query(`
      CREATE TABLE mfa_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        code_hash bytea NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mfa_recovery_codes_member_idx ON mfa_recovery_codes (member_id)`);

    await q.query(`
      CREATE TABLE rate_limit_hits (
        bucket text NOT NULL,
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, key, window_start)
      )`);

    await q.query(`
      CREATE TABLE staff_audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid REFERENCES members(id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        variant text,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX staff_audit_log_created_idx ON staff_audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX staff_audit_log_target_idx ON staff_audit_log (target_type, target_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['staff_audit_log', 'rate_limit_hits', 'mfa_recovery_codes', 'email_tokens', 'remember_tokens', 'sessions', 'members']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
