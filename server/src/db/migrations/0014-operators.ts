// Operators and what they run: operator accounts (password + TOTP, a role) and their sessions, the append-only audit
// log of every operator action, notices with one text per language (today's one-row-per-language notices folded into
// one notice each), and freezing a player's account.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType, idColumn } from '../migration-kit';

export const operators: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const big = bigintType(dialect);
    const id = idColumn(dialect);
    const bigId = idColumn(dialect, true);

    await db.schema
      .createTable('operator')
      .addColumn('id', id.type, id.build)
      .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      // Base32 TOTP secret; the time step of the last code accepted (a code works once).
      .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
      .addColumn('totp_last_step', big)
      .addColumn('role', 'varchar(12)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
      // Set by a one-time password (create, reset): the next sign-in may only choose a new one.
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', big)
      .addColumn('last_login_at', big)
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .addCheckConstraint('operator_role', sql`role in ('admin', 'finance', 'agent')`)
      .addCheckConstraint('operator_status', sql`status in ('active', 'disabled')`)
      .execute();

    await db.schema
      .createTable('operator_session')
      // SHA-256 (hex) of the opaque token the operator holds; the token itself is never stored.
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operator.id'))
      // 'full', or 'password' (signed in with a one-time password: may only change it).
      .addColumn('stage', 'varchar(10)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('last_seen_at', big, (c) => c.notNull())
      .addColumn('expires_at', big, (c) => c.notNull())
      .addColumn('revoked_at', big)
      .execute();
    await db.schema.createIndex('operator_session_operator_idx').on('operator_session').columns(['operator_id', 'revoked_at']).execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('operator_id', 'integer')
      .addColumn('operator_name', 'varchar(32)', (c) => c.notNull())
      // The permission key of the action (notice:notice:publish), or base:open:login and the like.
      .addColumn('action', 'varchar(80)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(64)')
      // JSON, or null: the values before and after.
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('reason', 'varchar(255)')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
    await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'id']).execute();
    // Append-only in the database itself: no statement of the app (or of anyone) updates or deletes a row.
    if (dialect === 'postgres') {
      await sql`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    } else {
      await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }

    // Notices: one notice, a text per language. Rows of one seeded notice share their created_at; the lowest id of each
    // group becomes the notice, its other rows become its texts. A row for every language ('') becomes a zh-cn text.
    await db.schema
      .createTable('notice_text')
      .addColumn('notice_id', 'integer', (c) => c.notNull().references('notice.id'))
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_text_pk', ['notice_id', 'language'])
      .execute();
    await sql`
      insert into notice_text (notice_id, language, title, content)
      select case when n.language = '' then n.id
                  else (select min(g.id) from notice g where g.language <> '' and g.created_at = n.created_at) end,
             case when n.language = '' then 'zh-cn' else n.language end,
             n.title, n.content
      from notice n`.execute(db);
    const folded = sql`select n.id from notice n where n.language <> '' and n.id <> (select min(g.id) from notice g where g.language <> '' and g.created_at = n.created_at)`;
    // A player who opened a folded row has opened its notice: their history points at the notice's id.
    await sql`delete from view_history where kind = 'notice' and ref in (select cast(n.id as varchar(32)) from notice n where n.id in (${folded}))
      and exists (select 1 from view_history v2 where v2.user_id = view_history.user_id and v2.kind = 'notice'
        and v2.ref = (select cast(min(g.id) as varchar(32)) from notice g, notice f where g.language <> '' and cast(f.id as varchar(32)) = view_history.ref and g.created_at = f.created_at))`.execute(db);
    await sql`update view_history set ref = (select cast(min(g.id) as varchar(32)) from notice g, notice f where g.language <> '' and cast(f.id as varchar(32)) = view_history.ref and g.created_at = f.created_at)
      where kind = 'notice' and ref in (select cast(n.id as varchar(32)) from notice n where n.id in (${folded}))`.execute(db);
    await sql`delete from notice where id in (${folded})`.execute(db);
    await db.schema.dropIndex('notice_status_idx').execute();
    await db.schema.alterTable('notice').dropColumn('title').execute();
    await db.schema.alterTable('notice').dropColumn('content').execute();
    await db.schema.alterTable('notice').dropColumn('language').execute();
    await db.schema.alterTable('notice').addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // Shown to players only inside [publish_from, publish_until) when set.
    await db.schema.alterTable('notice').addColumn('publish_from', big).execute();
    await db.schema.alterTable('notice').addColumn('publish_until', big).execute();
    await db.schema.alterTable('notice').addColumn('created_by', 'integer').execute();
    await db.schema.createIndex('notice_status_idx').on('notice').columns(['status', 'pinned', 'created_at']).execute();

    // A frozen player can neither sign in nor bet (their logins end when frozen); unfreezing clears both.
    await db.schema.alterTable('app_user').addColumn('frozen_at', big).execute();
    await db.schema.alterTable('app_user').addColumn('frozen_reason', 'varchar(255)').execute();
  },
};
