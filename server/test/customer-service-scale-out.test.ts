// Chat across two server processes on one PostgreSQL and one Redis: a player on process A and an agent on process B
// reach each other live, and an agent stays online while any process still holds a socket of theirs.
import { type Socket as ClientSocket } from 'socket.io-client';
import { post, startTestApp, type TestApp } from './support/test-app';
import { connected as opened, listen, nextEvent, socketOf } from './support/socket-client';

const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const configured = Boolean(REDIS_URL && DATABASE_URL);
if (!configured) console.log('customer-service scale-out: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL to run it)');

async function connected(url: string, auth: Record<string, string>): Promise<ClientSocket> {
  const socket = socketOf(url, auth);
  await opened(socket);
  return socket;
}

const next = <T>(socket: ClientSocket, event: string, where: (payload: T) => boolean) => nextEvent<T>(socket, event, where, 5000);
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

(configured ? describe : describe.skip)('customer-service chat across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    a = await startTestApp('postgres', { REDIS_URL: REDIS_URL! });
    // B is a second process on A's database (same schema) and the same Redis.
    b = await startTestApp('postgres', { REDIS_URL: REDIS_URL!, DATABASE_SCHEMA: a.config.databaseSchema! });
    [urlA, urlB] = await Promise.all([listen(a), listen(b)]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers player → agent and agent → player live whichever process each is on', async () => {
    const player = await a.createPlayer({ nickname: 'Cross' });
    const agent = await b.createOperator('agent', { displayName: 'Remote Rita' });
    const agentSocket = await connected(urlB, { operatorToken: agent.token });
    const playerSocket = await connected(urlA, { token: player.token });
    await settle();

    const atAgent = next<{ message: { content: string } }>(agentSocket, 'cs.message', (p) => p.message.content === 'hello from A');
    const sent = await post(a.app, '/api/app/cs/msg/send', { clientId: 'cross-0000001', contentType: 'text', content: 'hello from A' }, { authorization: player.token, language: 'en' });
    expect(sent.body.code).toBe(1000);
    await atAgent;
    // Assigned to the agent whose only socket is on B: presence lives in the database, not in a process.
    const sessionId = sent.body.data.sessionId;
    expect(await a.app.cs.sessionById(sessionId)).toMatchObject({ status: 'active', agentId: agent.id });

    const atPlayer = next<{ message: { content: string; senderName: string } }>(playerSocket, 'cs.message', (p) => p.message.content === 'hello from B');
    const replied = await b.adminCall(agent.token, 'POST', '/api/admin/cs/msg/send', { sessionId, clientId: 'cross-0000002', contentType: 'text', content: 'hello from B' });
    expect(replied.json().code).toBe(1000);
    expect((await atPlayer).message.senderName).toBe('Remote Rita');
  });

  it('keeps an agent online while a socket of theirs is open on any process', async () => {
    const agent = await a.createOperator('agent');
    const onA = await connected(urlA, { operatorToken: agent.token });
    const onB = await connected(urlB, { operatorToken: agent.token });
    await settle();
    const online = async () => (await a.app.cs.agents()).find((row) => row.id === agent.id)?.online;
    expect(await online()).toBe(true);
    onB.disconnect();
    await settle();
    expect(await online()).toBe(true);
    onA.disconnect();
    await settle();
    expect(await online()).toBe(false);
  });
});
