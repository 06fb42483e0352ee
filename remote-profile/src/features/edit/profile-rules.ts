/**
 * The profile's rules as the server keeps them (server/src/accounts/profile-service.ts): a nickname of 1 to 16
 * characters once trimmed, a Chinese character or an emoji counting as one (code points, not UTF-16 units), and a
 * signature of at most 140 (the spec's input max length). Each answers the locale key of its message, or null.
 */
export const NICKNAME_MAX = 16;
export const SIGNATURE_MAX = 140;

/** Characters as a reader counts them: "張三" is 2, "😀" is 1. */
export function characterCount(text: string): number {
  return [...text].length;
}

export function nicknameError(nickname: string): string | null {
  const trimmed = nickname.trim();
  return trimmed === '' || characterCount(trimmed) > NICKNAME_MAX ? 'edit.nicknameRule' : null;
}

/** Typing stops at the limit: the signature is cut to its first 140 characters, never inside a character. */
export function limitSignature(signature: string): string {
  return characterCount(signature) > SIGNATURE_MAX ? [...signature].slice(0, SIGNATURE_MAX).join('') : signature;
}

/** The spec's avatar rule: a profile is saved only once it has an avatar. */
export function avatarError(avatar: string | null | undefined): string | null {
  return avatar ? null : 'edit.avatarRequired';
}
