// The benchmarks' money: funded players with login sessions written straight into the database, and the check afterwards
// that every ledger sums to its balance and every accepted slip has exactly its one debit row.

/**
 * `count` players, each with `credit` cents, its ledger row and one login session. `tag` marks their nicknames, ledger
 * rows and sessions, `phonePrefix` their phones (six digits follow), so two benchmarks never collide.
 */
export async function createFundedPlayers(db, tokenService, { count, credit, tag, phonePrefix, now = Date.now() }) {
  const userIds = [];
  for (let i = 0; i < count; i += 200) {
    const rows = Array.from({ length: Math.min(200, count - i) }, (_, k) => ({ phone: `${phonePrefix}${String(i + k).padStart(6, '0')}`, nickname: `${tag}${i + k}`, avatar: null, signature: null, passwordHash: null, balance: credit, createdAt: now, updatedAt: now }));
    const inserted = await db.insertInto('appUser').values(rows).returning('id').execute();
    await db.insertInto('balanceLog').values(inserted.map(({ id }) => ({ userId: id, type: 0, amount: credit, balanceAfter: credit, refKey: `${tag}:${id}`, remark: null, createdAt: now }))).execute();
    userIds.push(...inserted.map((r) => r.id));
  }
  const tokens = [];
  for (const id of userIds) tokens.push((await tokenService.issue(id, tag)).token);
  return { userIds, tokens };
}

/** Every player's ledger sums to their balance (and its last balance_after is it); one debit row per slip, debits = stakes. */
export async function checkMoney(db, sql) {
  const off = await sql`select count(*) as n from app_user u where u.balance <> coalesce((select sum(amount) from balance_log l where l.user_id = u.id), 0)
                        or u.balance <> coalesce((select balance_after from balance_log l where l.user_id = u.id order by id desc limit 1), 0)`.execute(db);
  const debits = await sql`select (select count(*) from bet_slip) as slips, (select count(*) from balance_log where type = 2) as debits,
                           (select coalesce(sum(total), 0) from bet_slip) as staked, (select -coalesce(sum(amount), 0) from balance_log where type = 2) as debited`.execute(db);
  const d = debits.rows[0];
  const playersOff = Number(off.rows[0].n);
  const ok = playersOff === 0 && Number(d.slips) === Number(d.debits) && Number(d.staked) === Number(d.debited);
  const summary = ok ? 'every ledger sums to its balance; one debit row per slip, debits = stakes' : `CHECK FAILED: ${playersOff} players off, ${JSON.stringify(d)}`;
  return { ok, summary };
}

/**
 * The body and headers of addbet request `n` (autocannon's setupRequest): a fresh requestId, players taken in turn,
 * two selections of stakes spread over 1.00–9.99.
 */
export function addbetRequest(req, n, { issue, oddsIds, auth, runId }) {
  const items = [
    { oddsId: oddsIds[(n * 7) % oddsIds.length], amount: 100 + ((n * 37) % 900) },
    { oddsId: oddsIds[(n * 13 + 5) % oddsIds.length], amount: 100 + ((n * 53) % 900) },
  ];
  return { ...req, headers: { 'content-type': 'application/json', authorization: auth[n % auth.length] }, body: JSON.stringify({ issue, requestId: `${runId}-${n}`, items }) };
}
