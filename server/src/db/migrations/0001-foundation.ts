// Foundation tables: players and their logins, params, dictionary, the betting catalogue, notices and demo goods.
import { type Kysely, sql } from 'kysely';
import { type Migration, idColumn, bigintType } from '../migration-kit';

export const foundation: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const id = idColumn(dialect);
    const big = bigintType(dialect);

    await db.schema
      .createTable('app_user')
      .addColumn('id', id.type, id.build)
      .addColumn('phone', 'varchar(32)', (c) => c.unique())
      .addColumn('password_hash', 'text')
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('signature', 'varchar(255)')
      .addColumn('balance', big, (c) => c.notNull().defaultTo(0))
      .addColumn('total_clicks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('follows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fans', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .addCheckConstraint('app_user_balance_not_negative', sql`balance >= 0`)
      .execute();

    await db.schema
      .createTable('user_session')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('login_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('refresh_jti', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('expires_at', big, (c) => c.notNull())
      .addColumn('revoked_at', big)
      .execute();
    await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

    await db.schema
      .createTable('param')
      .addColumn('id', id.type, id.build)
      .addColumn('key_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('data_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('remark', 'text')
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('dict_type')
      .addColumn('id', id.type, id.build)
      .addColumn('key_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('dict_info')
      .addColumn('id', id.type, id.build)
      .addColumn('type_id', 'integer', (c) => c.notNull().references('dict_type.id'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_i18n', 'text')
      .addColumn('value', 'varchar(255)')
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('parent_id', 'integer')
      .addUniqueConstraint('dict_info_type_value_unique', ['type_id', 'value'])
      .execute();

    await db.schema
      .createTable('bet_rank')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('odds')
      .addColumn('id', id.type, id.build)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('bet_rank.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_stake', big, (c) => c.notNull())
      .addColumn('max_stake', big, (c) => c.notNull())
      .addUniqueConstraint('odds_rank_code_unique', ['rank_id', 'code'])
      .addCheckConstraint('odds_positive', sql`odds > 1000`)
      .addCheckConstraint('odds_stake_range', sql`min_stake > 0 and max_stake >= min_stake`)
      .execute();

    await db.schema
      .createTable('notice')
      .addColumn('id', id.type, id.build)
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notice_status_idx').on('notice').columns(['status', 'language', 'created_at']).execute();

    await db.schema
      .createTable('demo_goods')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('title', 'varchar(50)', (c) => c.notNull())
      .addColumn('price_cents', big, (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text')
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('demo_goods_user_idx').on('demo_goods').column('user_id').execute();
  },
};
