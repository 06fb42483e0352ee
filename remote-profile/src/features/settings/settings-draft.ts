/** What the player typed on a settings page, kept while they visit the captcha page (which sends the SMS code) and come back. */

export type ProofMode = 'password' | 'sms';

export const settingsDraft = {
  /** The new number on the mobile number page. */
  newPhone: '',
  /** The bound number typed in full, to receive a proof code (password change, closing the account). */
  proofPhone: '',
  /** Which proof the password and close-account pages were showing. */
  passwordMode: null as ProofMode | null,
  closeMode: null as ProofMode | null,
  /** The close-account page's "I understand" tick. */
  closeUnderstood: false,
};

export function clearSettingsDraft(): void {
  Object.assign(settingsDraft, { newPhone: '', proofPhone: '', passwordMode: null, closeMode: null, closeUnderstood: false });
}
