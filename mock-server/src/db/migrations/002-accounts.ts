import type { Kysely } from 'kysely';

/**
 * 002 — accounts and sessions: users, refresh-token families, image captchas, SMS codes, the sandbox SMS outbox
 * and login attempts (brute-force throttling). Same portable conventions as 001: times in epoch ms (bigint),
 * flags as 0/1 integers, text ids. Secrets are never stored in clear: passwords as Argon2id PHC strings, refresh
 * tokens as SHA-256, captcha answers and SMS codes as HMAC-SHA-256 under a server key (sms_outbox is the
 * sandbox gateway's record of what was "sent", so it holds the message text as a real gateway would).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `user` is reserved in PostgreSQL; login_name_key is the lower-cased name so uniqueness ignores case portably.
  await db.schema.createTable('user_account')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('login_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('login_name_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('auth_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('head_img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  /** One row per refresh token; a login starts a family, each rotation adds a child (parent_id) and marks the parent used. */
  await db.schema.createTable('refresh_token')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('used_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_token_family').on('refresh_token').columns(['family_id', 'revoked']).execute();
  await db.schema.createIndex('refresh_token_user').on('refresh_token').column('user_id').execute();
  await db.schema.createIndex('refresh_token_expire').on('refresh_token').column('expire_time').execute();

  await db.schema.createTable('captcha')
    .addColumn('captcha_key', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_expire').on('captcha').column('expire_time').execute();

  /** purpose = message code (4004 login, 2001 register, 2002 forgot password); delivered 0 = counted but not sent. */
  await db.schema.createTable('sms_code')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('consumed_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_code_phone_purpose').on('sms_code').columns(['phone', 'purpose', 'create_time']).execute();
  await db.schema.createIndex('sms_code_phone_time').on('sms_code').columns(['phone', 'create_time']).execute();

  await db.schema.createTable('sms_outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone_time').on('sms_outbox').columns(['phone', 'create_time']).execute();

  /** account_key is what was typed ('u:<lower login name>' or 't:<phone>'), so unknown accounts are throttled alike. */
  await db.schema.createTable('auth_attempt')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('grant_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_attempt_account').on('auth_attempt').columns(['account_key', 'create_time']).execute();
  await db.schema.createIndex('auth_attempt_ip').on('auth_attempt').columns(['ip', 'create_time']).execute();
  await db.schema.createIndex('auth_attempt_time').on('auth_attempt').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['auth_attempt', 'sms_outbox', 'sms_code', 'captcha', 'refresh_token', 'user_account']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
