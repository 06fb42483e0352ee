// Customer-service chat: a player's conversations with agents (one open at a time), their messages with per-side
// delivered and read marks kept as watermarks on the session, agents' presence and caps, canned replies, and the
// images agents upload.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType, idColumn } from '../migration-kit';

export const customerService: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const big = bigintType(dialect);
    const id = idColumn(dialect);
    const bigId = idColumn(dialect, true);

    await db.schema
      .createTable('cs_session')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('agent_id', 'integer', (c) => c.references('operator.id'))
      // waiting (in the queue), active (an agent holds it), closed.
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .addColumn('assigned_at', big)
      .addColumn('closed_at', big)
      // Watermarks (message ids): each side has received / read the other side's messages up to these.
      .addColumn('player_delivered_id', big, (c) => c.notNull().defaultTo(0))
      .addColumn('player_read_id', big, (c) => c.notNull().defaultTo(0))
      .addColumn('agent_delivered_id', big, (c) => c.notNull().defaultTo(0))
      .addColumn('agent_read_id', big, (c) => c.notNull().defaultTo(0))
      .addColumn('last_message_id', big)
      .addColumn('rating', 'integer')
      .addColumn('rating_comment', 'varchar(140)')
      .addColumn('rated_at', big)
      .addCheckConstraint('cs_session_status', sql`status in ('waiting', 'active', 'closed')`)
      .addCheckConstraint('cs_session_rating', sql`rating is null or (rating between 1 and 5)`)
      .execute();
    // One open session per player, whatever races: a second create meets this index and answers the first.
    await db.schema.createIndex('cs_session_one_open').on('cs_session').column('user_id').unique().where(sql.ref('status'), '<>', 'closed').execute();
    await db.schema.createIndex('cs_session_user_idx').on('cs_session').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('cs_session_queue_idx').on('cs_session').columns(['status', 'agent_id', 'updated_at']).execute();

    await db.schema
      .createTable('cs_message')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('session_id', 'integer', (c) => c.notNull().references('cs_session.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('sender_type', 'varchar(8)', (c) => c.notNull())
      // The player's or the operator's id; null for system lines.
      .addColumn('sender_id', 'integer')
      .addColumn('client_id', 'varchar(64)')
      .addColumn('content_type', 'varchar(8)', (c) => c.notNull())
      // Text as sent, an image path (/uploads/…), or JSON { key, params } for a system line.
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addCheckConstraint('cs_message_sender', sql`sender_type in ('player', 'agent', 'system')`)
      .addCheckConstraint('cs_message_type', sql`content_type in ('text', 'image', 'system')`)
      .execute();
    // A retried send (same client id) is the same message.
    await db.schema.createIndex('cs_message_client_unique').on('cs_message').columns(['sender_type', 'sender_id', 'client_id']).unique().execute();
    await db.schema.createIndex('cs_message_session_idx').on('cs_message').columns(['session_id', 'id']).execute();
    // A player's history across sessions, and unread counts.
    await db.schema.createIndex('cs_message_user_idx').on('cs_message').columns(['user_id', 'id']).execute();
    // Per-sender rate limit: messages of one sender in the last seconds.
    await db.schema.createIndex('cs_message_sender_time_idx').on('cs_message').columns(['sender_type', 'sender_id', 'created_at']).execute();

    await db.schema
      .createTable('cs_agent')
      .addColumn('operator_id', 'integer', (c) => c.primaryKey().references('operator.id'))
      // Online while a socket of theirs renews this (any process); lapses by itself when the processes die.
      .addColumn('online_until', big, (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('cs_canned_reply')
      .addColumn('id', id.type, id.build)
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('operator.id'))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operator_upload')
      .addColumn('url', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operator.id'))
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
  },
};
