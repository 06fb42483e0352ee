import { NICKNAME_MAX, avatarError, characterCount, limitSignature, nicknameError } from './profile-rules';

it('counts a Chinese character or an emoji as one character', () => {
  expect(characterCount('張三')).toBe(2);
  expect(characterCount('😀a')).toBe(2);
});

it('takes a nickname of 1 to 16 characters once trimmed, Chinese characters counted one each', () => {
  expect(nicknameError('')).toBe('edit.nicknameRule');
  expect(nicknameError('   ')).toBe('edit.nicknameRule');
  expect(nicknameError('赛'.repeat(NICKNAME_MAX))).toBeNull();
  expect(nicknameError(` ${'赛'.repeat(NICKNAME_MAX)} `)).toBeNull();
  expect(nicknameError('赛'.repeat(NICKNAME_MAX + 1))).toBe('edit.nicknameRule');
  expect(nicknameError('😀'.repeat(NICKNAME_MAX))).toBeNull();
});

it('cuts a signature at 140 characters without splitting one', () => {
  expect(limitSignature('a'.repeat(150))).toHaveLength(140);
  const emoji = limitSignature('😀'.repeat(141));
  expect(characterCount(emoji)).toBe(140);
  expect(emoji.endsWith('😀')).toBe(true);
  expect(limitSignature('short')).toBe('short');
});

it('asks for an avatar when the profile has none', () => {
  expect(avatarError(null)).toBe('edit.avatarRequired');
  expect(avatarError('')).toBe('edit.avatarRequired');
  expect(avatarError('/uploads/2026-11/a.png')).toBeNull();
});
