// Customer-service chat end to end on the app's own port: players reach only their own conversation, agents only the
// queue and theirs; unread counts and read marks; assignment under the cap; live and offline delivery over real sockets;
// the per-sender rate limit; text comes back as the same text; images only from our upload store.
import { DIALECTS, get, post, startTestApp, type TestApp, type TestOperator } from './support/test-app';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';
import { connected, listen, nextEvent as next, socketOf } from './support/socket-client';

const EN = { language: 'en' };
let clientCounter = 0;
const clientId = () => `c${Date.now().toString(36)}${(++clientCounter).toString(36)}xx`;

const auth = (token: string) => ({ authorization: token, ...EN });

describe.each(DIALECTS)('customer-service chat (%s)', (dialect) => {
  let t: TestApp;
  const call = {
    player: (token: string, path: string, body: unknown = {}) => post(t.app, `/api/app/cs/${path}`, body, auth(token)),
    playerGet: (token: string, path: string) => get(t.app, `/api/app/cs/${path}`, auth(token)),
    agent: async (operator: TestOperator, path: string, body: unknown = {}) => (await t.adminCall(operator.token, 'POST', `/api/admin/cs/${path}`, body)).json(),
    agentGet: async (operator: TestOperator, path: string) => (await t.adminCall(operator.token, 'GET', `/api/admin/cs/${path}`)).json(),
  };
  const send = (token: string, content: string, contentType: 'text' | 'image' = 'text') => call.player(token, 'msg/send', { clientId: clientId(), contentType, content });
  const reply = (operator: TestOperator, sessionId: number, content: string) => call.agent(operator, 'msg/send', { sessionId, clientId: clientId(), contentType: 'text', content });
  const closeOpenSessions = async () => {
    await t.app.db.updateTable('csSession').set({ status: 'closed', closedAt: Date.now() }).where('status', '<>', 'closed').execute();
    await t.app.db.updateTable('csAgent').set({ onlineUntil: 0 }).execute();
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { CS_AGENT_MAX_SESSIONS: '2', CS_MESSAGE_BURST: '10', TIME_ZONE: 'UTC' });
  });
  afterAll(() => t.close());
  beforeEach(closeOpenSessions);

  it('opens one session per player, even when two devices ask at once', async () => {
    const player = await t.createPlayer();
    const [a, b] = await Promise.all([call.player(player.token, 'session/create'), call.player(player.token, 'session/create')]);
    expect(a.body.code).toBe(1000);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(a.body.data).toMatchObject({ status: 'waiting', agent: null, queuePosition: 1, serviceOpen: true, serviceHours: '00:00-24:00', canRate: false });
    expect((await call.playerGet(player.token, 'session/detail')).body.data.id).toBe(a.body.data.id);
  });

  it('keeps each player to their own conversation and every agent endpoint closed to players', async () => {
    const alice = await t.createPlayer({ nickname: 'Alice' });
    const bob = await t.createPlayer({ nickname: 'Bob' });
    const agent = await t.createOperator('agent');
    const sent = await send(alice.token, 'my secret question');
    expect(sent.body.code).toBe(1000);
    const aliceSession = sent.body.data.sessionId;

    // Bob's history, unread count and session know nothing of Alice's.
    expect((await call.player(bob.token, 'msg/page')).body.data.list).toEqual([]);
    expect((await call.playerGet(bob.token, 'session/detail')).body.data).toBeNull();
    expect((await call.playerGet(bob.token, 'msg/unreadCount')).body.data).toBe(0);
    // Alice's session closed by the agent: Bob still cannot rate it, and says nothing about it existing.
    await call.agent(agent, 'session/take', { id: aliceSession });
    await reply(agent, aliceSession, 'hello Alice');
    expect((await call.player(bob.token, 'msg/read', { upToId: Number.MAX_SAFE_INTEGER })).body.data).toBe(0);
    expect((await call.playerGet(alice.token, 'msg/unreadCount')).body.data).toBe(1);
    await call.agent(agent, 'session/close', { id: aliceSession });
    const rate = await call.player(bob.token, 'session/rate', { sessionId: aliceSession, score: 1 });
    expect(rate.body).toMatchObject({ code: 1001, message: 'Conversation not found' });
    // Naming Alice's session in a send does nothing: a field the contract does not name is dropped, Bob writes in his own.
    const extra = await call.player(bob.token, 'msg/send', { clientId: clientId(), contentType: 'text', content: 'hi', sessionId: aliceSession });
    expect(extra.body.data.sessionId).not.toBe(aliceSession);
    expect((await t.app.cs.sessionById(extra.body.data.sessionId))?.userId).toBe(bob.id);

    // Every agent endpoint refuses a player's token before reading anything.
    const csEndpoints = t.app.adminEndpoints.flatMap((entity) => entity.api).filter((endpoint) => endpoint.path.startsWith('/api/admin/cs/'));
    expect(csEndpoints.map((e) => e.path)).toEqual(expect.arrayContaining(['/api/admin/cs/session/take', '/api/admin/cs/msg/send', '/api/admin/cs/canned/add']));
    for (const endpoint of csEndpoints) {
      const res = await t.adminCall(bob.token, endpoint.method as 'GET' | 'POST', endpoint.path, { id: aliceSession, sessionId: aliceSession });
      expect({ path: endpoint.path, status: res.statusCode }).toEqual({ path: endpoint.path, status: 401 });
    }
  });

  it('keeps agents to the queue and their own sessions (admins see all)', async () => {
    const player = await t.createPlayer();
    const first = await t.createOperator('agent');
    const second = await t.createOperator('agent');
    const admin = await t.createOperator('admin');
    const finance = await t.createOperator('finance');
    const { sessionId } = (await send(player.token, 'help')).body.data;
    expect((await call.agentGet(second, `session/info?id=${sessionId}`)).code).toBe(1000); // waiting: any agent may look
    await call.agent(first, 'session/take', { id: sessionId });
    for (const [path, body] of [
      ['msg/page', { sessionId }],
      ['msg/send', { sessionId, clientId: clientId(), contentType: 'text', content: 'not mine' }],
      ['msg/read', { sessionId }],
      ['session/close', { id: sessionId }],
      ['session/transfer', { id: sessionId, toOperatorId: second.id }],
      ['session/take', { id: sessionId }],
    ] as const) {
      const answer = await call.agent(second, path, body);
      expect({ path, code: answer.code, message: answer.message }).toEqual({ path, code: 1001, message: 'Conversation not found' });
    }
    expect((await call.agentGet(second, `session/info?id=${sessionId}`)).message).toBe('Conversation not found');
    expect((await call.agentGet(admin, `session/info?id=${sessionId}`)).data.player).toMatchObject({ id: player.id, phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
    expect((await t.adminCall(finance.token, 'POST', '/api/admin/cs/msg/page', { sessionId })).statusCode).toBe(403);
  });

  it('counts unread per side and moves read marks up to a message', async () => {
    const player = await t.createPlayer({ nickname: 'Reader' });
    const agent = await t.createOperator('agent', { displayName: 'Ada' });
    const { sessionId } = (await send(player.token, 'question 1')).body.data;
    await send(player.token, 'question 2');
    expect((await call.agentGet(agent, 'session/queue')).data.find((s: { id: number }) => s.id === sessionId)).toMatchObject({ unread: 2, player: { nickName: 'Reader' } });
    // A player who chose no nickname: the inbox and the card get the four digits the player's own app calls them by.
    const nameless = await t.createPlayer({ nickname: '' });
    const { phone } = await t.app.db.selectFrom('appUser').select('phone').where('id', '=', nameless.id).executeTakeFirstOrThrow();
    const namelessSession = (await send(nameless.token, 'hello')).body.data.sessionId;
    const queued = (await call.agentGet(agent, 'session/queue')).data.find((s: { id: number }) => s.id === namelessSession);
    expect(queued.player).toEqual({ id: nameless.id, nickName: '', nameDigits: phone!.slice(-4), avatarUrl: null });
    expect((await get(t.app, '/api/app/user/info/person', { authorization: nameless.token, language: 'en' })).body.data.nickName).toBe(`Player ${phone!.slice(-4)}`);
    expect((await call.agentGet(agent, `session/info?id=${namelessSession}`)).data.player).toMatchObject({ nickName: '', nameDigits: phone!.slice(-4) });
    const taken = await call.agent(agent, 'session/take', { id: sessionId });
    expect(taken.data).toMatchObject({ status: 'active', agent: { displayName: 'Ada' }, unread: 2 });
    expect(await call.agent(agent, 'msg/read', { sessionId })).toMatchObject({ data: 0 });

    const replies = [];
    for (const text of ['one', 'two', 'three']) replies.push((await reply(agent, sessionId, text)).data);
    expect((await call.playerGet(player.token, 'msg/unreadCount')).body.data).toBe(3);
    expect((await call.player(player.token, 'msg/read', { upToId: replies[1].id })).body.data).toBe(1);
    expect((await call.playerGet(player.token, 'msg/unreadCount')).body.data).toBe(1);

    // The agent's view: the first two replies read, the third only delivered (the player's page fetched it).
    await call.player(player.token, 'msg/page');
    const agentView = (await call.agent(agent, 'msg/page', { sessionId })).data.list;
    const mark = (id: number) => agentView.find((m: { id: number }) => m.id === id);
    expect(mark(replies[0].id)).toMatchObject({ read: true, delivered: true, senderName: 'Ada' });
    expect(mark(replies[2].id)).toMatchObject({ read: false, delivered: true });
    // The player's lines were read by the agent; the system line that the agent joined is there, as a key.
    const playerView = (await call.player(player.token, 'msg/page')).body.data.list;
    expect(playerView.filter((m: { senderType: string }) => m.senderType === 'player').every((m: { read: boolean }) => m.read)).toBe(true);
    expect(playerView).toContainEqual(expect.objectContaining({ senderType: 'system', system: { key: 'agentJoined', params: { agent: 'Ada' } } }));

    expect((await call.player(player.token, 'msg/read')).body.data).toBe(0);
    expect((await call.agentGet(agent, 'session/mine')).data.find((s: { id: number }) => s.id === sessionId)).toMatchObject({ unread: 0, playerReadId: replies[2].id });
  });

  it('pages newest first, older before an id, newer after one', async () => {
    const player = await t.createPlayer();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await send(player.token, `line ${i}`)).body.data.id);
    const newest = (await call.player(player.token, 'msg/page', { size: 3 })).body.data;
    expect(newest.list.map((m: { content: string }) => m.content)).toEqual(['line 6', 'line 5', 'line 4']);
    expect(newest).toMatchObject({ hasMore: true, pagination: { total: 7 } });
    const older = (await call.player(player.token, 'msg/page', { size: 3, beforeId: ids[4] })).body.data;
    expect(older.list.map((m: { content: string }) => m.content)).toEqual(['line 3', 'line 2', 'line 1']);
    const newer = (await call.player(player.token, 'msg/page', { size: 2, afterId: ids[2] })).body.data;
    expect(newer.list.map((m: { content: string }) => m.content)).toEqual(['line 4', 'line 3']);
    expect(newer.hasMore).toBe(true);
  });

  it('assigns to the online agent with the fewest sessions, never past the cap, and queues the rest', async () => {
    const busy = await t.createOperator('agent', { displayName: 'Busy' });
    const idle = await t.createOperator('agent', { displayName: 'Idle' });
    const offline = await t.createOperator('agent', { displayName: 'Away' });
    await t.app.cs.renewPresence([busy.id, idle.id]);
    const players = await Promise.all(Array.from({ length: 5 }, () => t.createPlayer()));
    const sessions = (await Promise.all(players.map((p) => call.player(p.token, 'session/create')))).map((r) => r.body.data);
    const loads = await t.app.cs.agents();
    const load = (id: number) => loads.find((a) => a.id === id)!;
    expect(load(busy.id)).toMatchObject({ online: true, openSessions: 2, cap: 2 });
    expect(load(idle.id)).toMatchObject({ online: true, openSessions: 2 });
    expect(load(offline.id)).toMatchObject({ online: false, openSessions: 0 });
    const queue = (await call.agentGet(busy, 'session/queue')).data;
    expect(queue).toHaveLength(1);
    const waitingId = queue[0].id;
    expect(sessions.filter((s) => s.status === 'waiting')).toHaveLength(1);

    // At the cap an agent cannot take more, and nobody can be handed to a full or offline agent.
    expect(await call.agent(busy, 'session/take', { id: waitingId })).toMatchObject({ code: 1001, message: 'Busy already holds the most conversations allowed (2)' });
    const busyOwn = (await call.agentGet(busy, 'session/mine')).data[0].id;
    expect((await call.agent(busy, 'session/transfer', { id: busyOwn, toOperatorId: idle.id })).code).toBe(1001);
    expect((await call.agent(busy, 'session/transfer', { id: busyOwn, toOperatorId: offline.id })).message).toBe('That agent is not online or cannot take conversations');

    // Closing one frees a place: the waiting player gets that agent at once.
    await call.agent(busy, 'session/close', { id: busyOwn });
    const summary = (await call.agentGet(busy, 'overview/summary')).data;
    expect(summary).toMatchObject({ queueLength: 0, agentsOnline: 2, chatAvailable: true });
    const waitingNow = (await t.app.cs.sessionById(waitingId))!;
    expect(waitingNow).toMatchObject({ status: 'active', agentId: busy.id });

    // Transfer to an agent under the cap: the player's session now names them.
    await t.app.cs.renewPresence([offline.id]);
    const moved = await call.agent(busy, 'session/transfer', { id: waitingId, toOperatorId: offline.id });
    expect(moved.data).toMatchObject({ agent: { id: offline.id, displayName: 'Away' } });
  });

  it('rates a closed session once and averages ratings for the console', async () => {
    const player = await t.createPlayer();
    const agent = await t.createOperator('agent');
    const { sessionId } = (await send(player.token, 'hello')).body.data;
    expect((await call.player(player.token, 'session/rate', { sessionId, score: 5 })).body.message).toBe('You can rate a conversation once it has ended');
    await call.agent(agent, 'session/close', { id: sessionId });
    const detail = (await call.playerGet(player.token, 'session/detail')).body.data;
    expect(detail).toMatchObject({ id: sessionId, status: 'closed', canRate: true });
    const rated = await call.player(player.token, 'session/rate', { sessionId, score: 4, comment: 'quick answer' });
    expect(rated.body.data).toMatchObject({ rating: { score: 4, comment: 'quick answer' }, canRate: false });
    expect((await call.player(player.token, 'session/rate', { sessionId, score: 1 })).body.message).toBe('You have already rated this conversation');
    expect((await call.player(player.token, 'session/rate', { sessionId, score: 6 })).body.code).toBe(1002);
    const { satisfactionAverage, ratings } = (await call.agentGet(agent, 'overview/summary')).data;
    expect(ratings).toBeGreaterThanOrEqual(1);
    expect(satisfactionAverage).toBeGreaterThanOrEqual(1);
    expect(satisfactionAverage).toBeLessThanOrEqual(5);
  });

  it('limits each sender to a burst of messages (1003) and treats a retried send as the same message', async () => {
    const player = await t.createPlayer();
    const retried = clientId();
    const first = await call.player(player.token, 'msg/send', { clientId: retried, contentType: 'text', content: 'once' });
    const again = await call.player(player.token, 'msg/send', { clientId: retried, contentType: 'text', content: 'once' });
    expect(again.body.data.id).toBe(first.body.data.id);
    for (let i = 1; i < 10; i++) expect((await send(player.token, `message ${i}`)).body.code).toBe(1000);
    const refused = await send(player.token, 'one too many');
    expect(refused.body).toEqual({ code: 1003, message: 'You are sending too fast, please wait a moment', data: null });
    // Refused means not stored.
    const page = (await call.player(player.token, 'msg/page', { size: 50 })).body.data;
    expect(page.list.filter((m: { senderType: string }) => m.senderType === 'player')).toHaveLength(10);
  });

  it('gives back a script tag as the same text, and refuses empty or too long text', async () => {
    const player = await t.createPlayer();
    const script = '<script>alert("x")</script> & <b>bold</b>';
    expect((await send(player.token, script)).body.data).toMatchObject({ contentType: 'text', content: script });
    expect((await call.player(player.token, 'msg/page')).body.data.list[0].content).toBe(script);
    expect((await send(player.token, '   ')).body).toMatchObject({ code: 1002, message: 'Please type a message' });
    expect((await send(player.token, 'x'.repeat(2001))).body).toMatchObject({ code: 1002, message: 'A message may have at most 2000 characters' });
    expect((await send(player.token, '字'.repeat(2000))).body.code).toBe(1000);
  });

  it('sends images only from our upload store, and only the uploader’s own', async () => {
    const owner = await t.createPlayer();
    const other = await t.createPlayer();
    const file = multipartFile('file', 'p.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = (await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: owner.token } })).json().data;
    const sent = await send(owner.token, uploaded, 'image');
    expect(sent.body.data).toMatchObject({ contentType: 'image', content: uploaded });
    for (const address of ['https://evil.example/x.png', '/uploads/../../etc/passwd', 'javascript:alert(1)', '/uploads/2026/01/none.png']) {
      expect({ address, body: (await send(owner.token, address, 'image')).body }).toEqual({ address, body: { code: 1001, message: 'Image Address Error', data: null } });
    }
    expect((await send(other.token, uploaded, 'image')).body.message).toBe('Image Address Error');

    const agent = await t.createOperator('agent');
    const { sessionId } = sent.body.data;
    await call.agent(agent, 'session/take', { id: sessionId });
    const agentFile = multipartFile('file', 'a.png', 'image/png', ONE_PIXEL_PNG);
    const agentUpload = (await t.app.inject({ method: 'POST', url: '/api/admin/cs/upload/image', payload: agentFile.payload, headers: { ...agentFile.headers, authorization: agent.token } })).json().data;
    expect((await call.agent(agent, 'msg/send', { sessionId, clientId: clientId(), contentType: 'image', content: agentUpload })).data.content).toBe(agentUpload);
    expect((await call.agent(agent, 'msg/send', { sessionId, clientId: clientId(), contentType: 'image', content: uploaded })).message).toBe('Image Address Error');
  });

  it('manages canned replies, audited', async () => {
    const agent = await t.createOperator('agent');
    const added = (await call.agent(agent, 'canned/add', { title: 'Greeting', content: 'Hello, how can I help?' })).data;
    expect((await call.agent(agent, 'canned/update', { id: added.id, title: 'Greeting', content: 'Hi! How can I help?' })).data.content).toBe('Hi! How can I help?');
    expect((await call.agent(agent, 'canned/list')).data).toContainEqual(expect.objectContaining({ id: added.id, title: 'Greeting' }));
    expect((await call.agent(agent, 'canned/add', { title: ' ', content: 'x' })).code).toBe(1002);
    await call.agent(agent, 'canned/delete', { ids: [added.id] });
    expect((await call.agent(agent, 'canned/update', { id: added.id, title: 'a', content: 'b' })).message).toBe('Canned reply not found');
    const audit = await t.app.db.selectFrom('auditLog').select('action').where('targetType', '=', 'csCannedReply').where('targetId', '=', String(added.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['cs:canned:add', 'cs:canned:update', 'cs:canned:delete']);
  });

  it('delivers live to every device, and what a disconnected side missed when it comes back', async () => {
    const url = await listen(t);
    const player = await t.createPlayer({ nickname: 'Live' });
    const agent = await t.createOperator('agent', { displayName: 'Sam' });

    // Without a valid operator session (or as a finance operator) no agent socket.
    const finance = await t.createOperator('finance');
    for (const token of ['nope', finance.token]) {
      const refused = socketOf(url, { operatorToken: token });
      await expect(connected(refused)).rejects.toMatchObject({ data: { code: 401 } });
    }

    const agentSocket = socketOf(url, { operatorToken: agent.token });
    await connected(agentSocket);
    // Online by its socket: a new conversation goes straight to it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const phone = socketOf(url, { token: player.token });
    const tablet = socketOf(url, { token: player.token });
    await Promise.all([connected(phone), connected(tablet)]);

    const atAgent = next<{ message: { content: string; sessionId: number }; session: { unread: number } }>(agentSocket, 'cs.message', (p) => p.message.content === 'are you there?');
    const atTablet = next<{ message: { content: string } }>(tablet, 'cs.message', (p) => p.message.content === 'are you there?');
    const { sessionId } = (await send(player.token, 'are you there?')).body.data;
    expect((await atAgent).session.unread).toBe(1);
    await atTablet;
    expect((await t.app.cs.sessionById(sessionId))).toMatchObject({ status: 'active', agentId: agent.id });

    // Typing reaches the other side, read marks too.
    const typing = next<{ sessionId: number; side: string; typing: boolean }>(phone, 'cs.typing');
    agentSocket.emit('cs.typing', { sessionId, typing: true });
    expect(await typing).toEqual({ sessionId, side: 'agent', typing: true });
    const readMark = next<{ side: string }>(phone, 'cs.read');
    await call.agent(agent, 'msg/read', { sessionId });
    expect((await readMark).side).toBe('agent');

    // The agent replies live; the device acknowledges delivery and the agent hears of it.
    const live = next<{ message: { id: number; content: string } }>(phone, 'cs.message', (p) => p.message.content === 'yes, I am here');
    const delivered = next<{ side: string; upToId: number }>(agentSocket, 'cs.delivered');
    const replied = (await reply(agent, sessionId, 'yes, I am here')).data;
    expect((await live).message.id).toBe(replied.id);
    phone.emit('cs.delivered', { sessionId, upToId: replied.id });
    expect(await delivered).toEqual({ sessionId, side: 'player', upToId: replied.id });

    // The player goes offline; the agent writes; back online, the player catches up from the database.
    phone.disconnect();
    tablet.disconnect();
    const missed = (await reply(agent, sessionId, 'written while you were away')).data;
    const back = socketOf(url, { token: player.token });
    await connected(back);
    const caughtUp = (await call.player(player.token, 'msg/page', { afterId: replied.id })).body.data.list;
    expect(caughtUp.map((m: { id: number; content: string }) => [m.id, m.content])).toEqual([[missed.id, 'written while you were away']]);
    expect((await call.playerGet(player.token, 'msg/unreadCount')).body.data).toBe(2);
    // And the agent's disconnect takes them offline (no socket left on any process).
    agentSocket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.app.cs.agents()).find((a) => a.id === agent.id)?.online).toBe(false);
  });
});

describe.each(DIALECTS)('customer-service hours (%s)', (dialect) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('tells a player outside service hours that agents are away, and still takes the message', async () => {
    // A one-hour window that starts two hours from now (UTC): now is outside it.
    const minute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 120) % 1440;
    const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const window = `${hhmm(minute)}-${hhmm((minute + 60) % 1440)}`;
    t = await startTestApp(dialect, { CS_SERVICE_HOURS: window, TIME_ZONE: 'UTC' });
    const player = await t.createPlayer();
    const sent = await post(t.app, '/api/app/cs/msg/send', { clientId: clientId(), contentType: 'text', content: 'anyone?' }, auth(player.token));
    expect(sent.body.code).toBe(1000);
    const session = (await get(t.app, '/api/app/cs/session/detail', auth(player.token))).body.data;
    expect(session).toMatchObject({ serviceOpen: false, serviceHours: window, status: 'waiting' });
    const list = (await post(t.app, '/api/app/cs/msg/page', {}, auth(player.token))).body.data.list;
    expect(list.map((m: { system: unknown; content: string }) => m.system ?? m.content)).toEqual(['anyone?', { key: 'away', params: { hours: window } }]);
  });
});
