/** When the next SMS code may be requested: set after a code is sent (the captcha page), read by every SMS code button (login, register, phone binding, proofs). */
import { appStorage } from '@racing/shared/src/storage/expiring-storage';

const COOLDOWN_KEY = 'sms-cooldown-until';

/** SPEC.md leaves the length open; the server answers 60 s and enforces it. */
export const DEFAULT_COOLDOWN_SECONDS = 60;

export function startSmsCooldown(seconds: number = DEFAULT_COOLDOWN_SECONDS, now: number = Date.now()): void {
  appStorage.set(COOLDOWN_KEY, now + seconds * 1000);
}

/** Epoch ms until which the button stays counting down (0 when it may be used). */
export function smsCooldownUntil(): number {
  return appStorage.get<number>(COOLDOWN_KEY) ?? 0;
}
