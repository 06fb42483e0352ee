// Accounts and money: player settings, the balance ledger, captchas, SMS codes, login attempts, addresses, WeChat identities.
import { type Kysely, sql } from 'kysely';
import { type Migration, idColumn, bigintType } from '../migration-kit';

export const accountsAndLedger: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const id = idColumn(dialect);
    const bigId = idColumn(dialect, true);
    const big = bigintType(dialect);

    await db.schema.alterTable('app_user').addColumn('settings', 'text').execute();

    // Append-only: every balance change is one row with the balance it left.
    await db.schema
      .createTable('balance_log')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('amount', big, (c) => c.notNull())
      .addColumn('balance_after', big, (c) => c.notNull())
      // What caused it (bet:12, period:20261122-0001, welcome...): unique per type so a replay cannot pay twice.
      .addColumn('ref_key', 'varchar(80)')
      .addColumn('remark', 'varchar(255)')
      .addColumn('created_at', big, (c) => c.notNull())
      .addCheckConstraint('balance_log_after_not_negative', sql`balance_after >= 0`)
      .execute();
    await db.schema.createIndex('balance_log_user_idx').on('balance_log').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('balance_log_ref_unique').on('balance_log').columns(['type', 'ref_key']).unique().execute();

    await db.schema
      .createTable('captcha_challenge')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('answer', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('expires_at', big, (c) => c.notNull())
      .addColumn('used_at', big)
      .execute();
    await db.schema.createIndex('captcha_expires_idx').on('captcha_challenge').column('expires_at').execute();

    await db.schema
      .createTable('sms_code')
      .addColumn('id', id.type, id.build)
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('expires_at', big, (c) => c.notNull())
      .addColumn('used_at', big)
      .execute();
    await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at']).execute();
    await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute();

    // One row per phone: a conditional update of last_sent_at lets exactly one request per minute through.
    await db.schema
      .createTable('sms_throttle')
      .addColumn('phone', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('last_sent_at', big, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('login_attempt')
      .addColumn('id', id.type, id.build)
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempt_phone_idx').on('login_attempt').columns(['phone', 'created_at']).execute();
    await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'created_at']).execute();

    await db.schema
      .createTable('user_address')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('contact', 'varchar(32)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('province', 'varchar(32)', (c) => c.notNull())
      .addColumn('city', 'varchar(32)', (c) => c.notNull())
      .addColumn('district', 'varchar(32)', (c) => c.notNull())
      .addColumn('address', 'varchar(200)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_address_user_idx').on('user_address').column('user_id').execute();

    await db.schema
      .createTable('user_wechat')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('app', 'varchar(16)', (c) => c.notNull())
      .addColumn('openid', 'varchar(64)', (c) => c.notNull())
      .addColumn('unionid', 'varchar(64)')
      .addColumn('created_at', big, (c) => c.notNull())
      .addUniqueConstraint('user_wechat_app_openid_unique', ['app', 'openid'])
      .execute();
  },
};
