/** The account calls of the settings pages (app/user/info): new password, phone binding, closing the account. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody } from '@racing/shared/src/api/api-contract';

/** The new password and one proof: the current password, or an SMS code sent to the bound phone. */
export type PasswordChange = RequestBody<'/app/user/info/updatePassword'>;

/** The current password, or an SMS code just sent to the bound phone. */
export type ClosingProof = RequestBody<'/app/user/info/logoff'>;

export function updatePassword(change: PasswordChange): Promise<null> {
  return api.post('/app/user/info/updatePassword', change);
}

export function bindPhone(phone: string, smsCode: string): Promise<null> {
  return api.post('/app/user/info/bindPhone', { phone, smsCode });
}

export function closeAccount(proof: ClosingProof): Promise<null> {
  return api.post('/app/user/info/logoff', proof);
}
