/** How messages read outside their bubble, and which image addresses a bubble may load. */
import i18next from 'i18next';
import { initInboxTexts } from '../../test/agent-inbox-test-env';
import { messagePreview, safeImageUrl, systemLine } from './message-texts';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';

beforeAll(initInboxTexts);

const message = (overrides: Partial<CsMessage>): CsMessage => ({
  id: 1,
  sessionId: 1,
  clientId: null,
  senderType: 'player',
  senderName: 'Lucky',
  contentType: 'text',
  content: '',
  system: null,
  createTime: '2027-06-01T08:00:00.000Z',
  delivered: false,
  read: false,
  ...overrides,
});

it('translates each system line with its params, and an unknown one generically', () => {
  const t = i18next.t.bind(i18next);
  expect(systemLine(t, { key: 'agentJoined', params: { agent: 'Amy' } })).toBe('Amy joined the conversation');
  expect(systemLine(t, { key: 'closed', params: {} })).toBe('The conversation was closed');
  expect(systemLine(t, { key: 'transferred', params: { agent: 'Bob' } })).toBe('The conversation was transferred to Bob');
  expect(systemLine(t, { key: 'away', params: { hours: 12 } })).toBe('Outside service hours: the player was told we answer within 12 hours');
  expect(systemLine(t, { key: 'somethingNew', params: {} })).toBe('System message');
  expect(systemLine(t, null)).toBe('System message');
});

it('previews a text on one line, an image as [Image], and marks the agent side', () => {
  const t = i18next.t.bind(i18next);
  expect(messagePreview(t, message({ content: 'two\nlines  here' }))).toBe('two lines here');
  expect(messagePreview(t, message({ contentType: 'image', content: '/uploads/a.png' }))).toBe('[Image]');
  expect(messagePreview(t, message({ senderType: 'agent', content: 'On it' }))).toBe('Agent: On it');
  expect(messagePreview(t, null)).toBe('No messages yet');
});

it('loads only our uploads and http(s) images, never a script or data address', () => {
  expect(safeImageUrl('/uploads/2027/06/a.png')).toBe('/uploads/2027/06/a.png');
  expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  expect(safeImageUrl('//evil.example/a.png')).toBeNull();
});
