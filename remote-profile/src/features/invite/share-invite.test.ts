/** Sharing the invite: the system share sheet where the browser has one, else the link is copied; closing the sheet is not an error. */
import { shareInvite } from './share-invite';

const content = { title: 'Racing', text: 'Register with my invite code ABCD2345', url: 'https://play.example.com/#/pages/user/register?invite=ABCD2345' };

const share = jest.fn();
const writeText = jest.fn();
const execCommand = jest.fn();

beforeEach(() => {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
  writeText.mockResolvedValue(undefined);
  execCommand.mockReturnValue(true);
});

afterEach(() => {
  // jsdom has neither: leave the navigator as the next test expects to find it.
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

it('opens the system share sheet with the title, message and link when the browser has one', async () => {
  share.mockResolvedValue(undefined);
  await expect(shareInvite('wechat', content)).resolves.toBe('shared');
  expect(share).toHaveBeenCalledWith(content);
  expect(writeText).not.toHaveBeenCalled();
});

it('takes the player closing the share sheet as no error, and copies nothing', async () => {
  share.mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
  await expect(shareInvite('moments', content)).resolves.toBe('dismissed');
  expect(writeText).not.toHaveBeenCalled();
});

it('copies the message and link when the browser cannot share', async () => {
  delete (navigator as { share?: unknown }).share;
  await expect(shareInvite('qq', content)).resolves.toBe('copied');
  expect(writeText).toHaveBeenCalledWith(`${content.text} ${content.url}`);
});

it('copies when sharing is refused for another reason (an in-app browser)', async () => {
  share.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
  await expect(shareInvite('wechat', content)).resolves.toBe('copied');
  expect(writeText).toHaveBeenCalled();
});

it('"Copy link" copies the link alone, without opening the share sheet', async () => {
  await expect(shareInvite('copy', content)).resolves.toBe('copied');
  expect(share).not.toHaveBeenCalled();
  expect(writeText).toHaveBeenCalledWith(content.url);
});

it('falls back to a selected textarea and execCommand where the Clipboard API is missing or refused', async () => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  await expect(shareInvite('copy', content)).resolves.toBe('copied');
  expect(execCommand).toHaveBeenCalledWith('copy');

  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
  writeText.mockRejectedValue(new DOMException('Document is not focused', 'NotAllowedError'));
  execCommand.mockClear();
  await expect(shareInvite('copy', content)).resolves.toBe('copied');
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(document.querySelector('textarea')).toBeNull();
});

it('says it failed when no way of copying works', async () => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  execCommand.mockReturnValue(false);
  await expect(shareInvite('copy', content)).resolves.toBe('failed');
});
