// Customer-service chat from the player's phone (390x844) against a server with the dev admin seeded as the agent, who
// talks through the operator API and an operator socket: the player opens the chat and is queued, the agent takes it;
// markup typed by the player arrives as text; the agent's typing and reply show, and the reply reads the player's line
// (✓✓); a message while the player is on Mine puts the count on the Mine tab and the customer-service row, and reading
// it takes the count away; the agent closes, the player rates. Screens go to e2e/artifacts/screens/chat-<name>.png.
import fs from 'node:fs';
import path from 'node:path';
import { io } from 'socket.io-client';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { adminData, operatorSignIn, readDevOperator } from '../support/operator-api.mjs';
import { writePng } from '../support/png-file.mjs';

const SERVER_ENV = { OPERATOR_DEV_SEED: '1', CS_SERVICE_HOURS: '00:00-24:00' };
const CHAT_PATH = '/uni_modules/cool-cs/pages/chat';

/** The agent's side: an operator socket (online, so sessions can be given to them) and their API calls. */
async function connectAgent(baseUrl, dataDir) {
  const { token } = await operatorSignIn(baseUrl, await readDevOperator(dataDir));
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { operatorToken: token } });
  const heard = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const call = (method, apiPath, body) => adminData(baseUrl, token, method, apiPath, body);
  let clientIds = 0;
  return {
    socket,
    heard,
    call,
    /** The player's open session, taken if it still waits. */
    async takeSession() {
      const [mine] = await call('GET', '/cs/session/mine');
      if (mine) return mine.id;
      const [waiting] = await call('GET', '/cs/session/queue');
      assert.ok(waiting, 'a session waits in the queue');
      await call('POST', '/cs/session/take', { id: waiting.id });
      return waiting.id;
    },
    say: (sessionId, content) => call('POST', '/cs/msg/send', { sessionId, clientId: `e2e-agent-${Date.now()}-${(clientIds += 1)}`, contentType: 'text', content }),
  };
}

export function chatJourneyTests({ root }) {
  test('chat: a player talks with an agent, sees typing, ticks and the unread count on Mine, and rates the conversation', async (page) => {
    const server = await startAppServer(root, { env: SERVER_ENV, logName: 'server-chat.log' });
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    const shot = (name) => page.screenshot({ path: path.join(screens, `chat-${name}.png`) });
    const agent = await connectAgent(server.baseUrl, server.dataDir);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, server.baseUrl);
      await openRoute(page, server.baseUrl, CHAT_PATH);
      const status = page.getByTestId('chat-status');
      await status.waitFor();
      const sessionId = await agent.takeSession();
      await expectText(status, 'Chatting with');

      const markup = '<img src=x onerror=alert(1)> is this text?';
      await page.getByTestId('chat-input').fill(markup);
      await page.keyboard.press('Enter');
      await expectText(page.getByTestId('chat-message-mine').last(), markup);
      assert.equal(await page.locator('[data-testid="page-chat"] img[src="x"]').count(), 0, 'markup is shown as text');
      const receipt = page.getByTestId('chat-message-mine').last().locator('[data-receipt]');
      assert.equal(await receipt.getAttribute('data-receipt'), 'sent');
      const delivered = agent.heard.find(({ event, payload }) => event === 'cs.message' && payload.message.senderType === 'player');
      assert.equal(delivered?.payload.message.content, markup, 'the agent got the text as typed');

      agent.socket.emit('cs.typing', { sessionId, typing: true });
      await expectText(page.getByTestId('chat-typing'), 'Agent is typing…');
      await shot('typing');
      await agent.say(sessionId, 'Hello! How can I help?');
      await expectText(page.getByTestId('chat-message-agent').last(), 'Hello! How can I help?');
      await page.getByTestId('chat-typing').waitFor({ state: 'detached' });
      await page.locator('[data-testid="chat-message-mine"] [data-receipt="read"]').waitFor({ state: 'attached' });
      await shot('conversation');

      // On Mine, a new line is counted on the tab and on the customer-service row; reading it clears both.
      await page.evaluate(() => (window.location.hash = '/pages/index/my'));
      await page.getByTestId('page-my').waitFor();
      await page.waitForTimeout(1500);
      await agent.say(sessionId, 'Are you still there?');
      const mineTab = page.locator('[data-testid="tab-bar"] a[href="#/pages/index/my"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="tab-bar"] a[href="#/pages/index/my"]')?.getAttribute('aria-label') === 'Mine, 1 unread message');
      await expectText(page.getByTestId('mine-customer-service-unread'), '1');
      await shot('mine-badge');
      await page.getByTestId('mine-customer-service').click();
      await expectText(page.getByTestId('chat-message-agent').last(), 'Are you still there?');
      await page.waitForTimeout(1000);
      await page.goBack();
      await page.getByTestId('page-my').waitFor();
      await page.getByTestId('mine-customer-service-unread').waitFor({ state: 'detached' });
      assert.equal(await mineTab.getAttribute('aria-label'), null);

      // The agent ends it (once the player is back in it: opening the chat asks for a session, and would start a new
      // one if the agent had just closed this): the rating card replaces the input.
      await page.getByTestId('mine-customer-service').click();
      await expectText(page.getByTestId('chat-message-agent').last(), 'Are you still there?');
      await expectText(status, 'Chatting with');
      await agent.call('POST', '/cs/session/close', { id: sessionId });
      await expectText(status, 'This conversation has ended');
      await page.getByRole('radio', { name: '4 stars' }).click();
      await page.getByRole('button', { name: 'Submit rating' }).click();
      await expectText(page.getByTestId('chat-rating-done'), 'You rated this conversation 4 stars');
      await shot('rated');
      const [rated] = (await agent.call('POST', '/cs/msg/page', { sessionId })).list;
      assert.ok(rated, 'the conversation is still there for the agent');
    } finally {
      agent.socket.close();
      await server.stop();
    }
  });

  test('chat: a player and an agent in the inbox at once: text and a picture, unread counts to zero, a live reply, and what the agent wrote while the player was offline', async (page) => {
    const server = await startAppServer(root, { env: SERVER_ENV, logName: 'server-chat-inbox.log' });
    const site = server.baseUrl;
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    const context = page.context();
    const inbox = await context.newPage();
    try {
      // An agent-role operator, created by the seeded admin, signed in with a new password; the inbox keeps the token in
      // sessionStorage like the console does.
      const admin = await operatorSignIn(site, await readDevOperator(server.dataDir));
      const created = await adminData(site, admin.token, 'POST', '/base/operator/add', { username: 'agent.ann', displayName: 'Ann', role: 'agent' });
      const first = await operatorSignIn(site, { username: 'agent.ann', password: created.oneTimePassword, totpSecret: created.totpSecret });
      await adminData(site, first.token, 'POST', '/base/comm/password', { oldPassword: created.oneTimePassword, newPassword: 'ann-chooses-a-long-password' });
      await inbox.setViewportSize({ width: 1366, height: 800 });
      await useLanguage(inbox, 'en');
      await inbox.addInitScript((token) => window.sessionStorage.setItem('racing.console.token', token), first.token);
      await openRoute(inbox, site, '/pages/cs/inbox');
      await inbox.getByTestId('inbox-mine').waitFor({ timeout: 20_000 });
      // Online once its socket is up: the server lists the agent as online.
      for (const deadline = Date.now() + 15_000; ; await inbox.waitForTimeout(300)) {
        const agents = await adminData(site, first.token, 'GET', '/cs/session/agents');
        if (agents.find((a) => a.displayName === 'Ann')?.online) break;
        if (Date.now() > deadline) throw new Error('the agent never came online');
      }

      // The player, on a phone, opens the chat and sends a line and a picture.
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, site);
      await openRoute(page, site, CHAT_PATH);
      await expectText(page.getByTestId('chat-status'), 'Ann');
      await page.getByTestId('chat-input').fill('My withdrawal has not arrived');
      await page.keyboard.press('Enter');
      await expectText(page.getByTestId('chat-message-mine').last(), 'My withdrawal has not arrived');
      const picture = writePng(path.join(server.dataDir, 'receipt.png'), 64, 48, (x, y) => [x * 4, y * 5, 120]);
      await page.getByTestId('chat-image-input').setInputFiles(picture);
      await page.locator('[data-testid="chat-message-mine"] img').last().waitFor({ timeout: 15_000 });
      await page.screenshot({ path: path.join(screens, 'chat-inbox-player-sent.png') });

      // The inbox shows the conversation with two unread; opening it reads them.
      const [session] = await adminData(site, first.token, 'GET', '/cs/session/mine');
      assert.ok(session, 'the conversation went to the online agent');
      await expectText(inbox.getByTestId(`inbox-unread-${session.id}`), '2', 15_000);
      await inbox.screenshot({ path: path.join(screens, 'chat-inbox-unread.png') });
      await inbox.getByTestId(`inbox-session-${session.id}`).click();
      await expectText(inbox.getByTestId('inbox-conversation'), 'My withdrawal has not arrived');
      await inbox.locator('[data-testid="inbox-conversation"] img').last().waitFor();
      await inbox.getByTestId(`inbox-unread-${session.id}`).waitFor({ state: 'detached', timeout: 10_000 });

      // The agent replies; the player sees it without reloading, and reading it leaves the player nothing unread.
      await inbox.getByTestId('inbox-composer-input').fill('Let me check that for you.');
      await inbox.getByTestId('inbox-send').click();
      await expectText(page.getByTestId('chat-message-agent').last(), 'Let me check that for you.', 15_000);
      await inbox.locator('[data-testid^="inbox-receipt-"][data-receipt="read"]').last().waitFor({ state: 'attached', timeout: 10_000 });
      const unreadOf = async () => (await fetch(`${site}/api/app/cs/msg/unreadCount`, { headers: { authorization: await page.evaluate(() => JSON.parse(localStorage.getItem('token'))) } }).then((r) => r.json())).data;
      for (const deadline = Date.now() + 10_000; (await unreadOf()) !== 0; await page.waitForTimeout(300)) {
        if (Date.now() > deadline) throw new Error('the player still has unread messages');
      }
      const [afterReply] = await adminData(site, first.token, 'GET', '/cs/session/mine');
      assert.equal(afterReply.unread, 0, 'the agent has nothing unread');
      await inbox.screenshot({ path: path.join(screens, 'chat-inbox-replied.png') });

      // The player's phone goes offline; the agent writes; back online, the line is there without a reload.
      const network = await context.newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.waitForTimeout(1500);
      await inbox.getByTestId('inbox-composer-input').fill('Found it: it was paid out a minute ago.');
      await inbox.getByTestId('inbox-send').click();
      await expectText(inbox.getByTestId('inbox-conversation'), 'Found it: it was paid out a minute ago.');
      await page.waitForTimeout(2000);
      assert.equal(await page.getByText('Found it: it was paid out a minute ago.').count(), 0, 'nothing reaches an offline phone');
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expectText(page.getByTestId('chat-message-agent').last(), 'Found it: it was paid out a minute ago.', 30_000);
      await page.screenshot({ path: path.join(screens, 'chat-inbox-player-back.png') });
    } finally {
      await inbox.close();
      await server.stop();
    }
  });
}
