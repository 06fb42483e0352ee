/** The account calls of remote-auth (login, register and forgotten password under app/user/login), declared once on the shared client. */
import { api } from '@racing/shared/src/api/app-api-client';

export const loginByPhone = (phone: string, smsCode: string) => api.post('/app/user/login/phone', { phone, smsCode });

export const loginByPassword = (phone: string, password: string) => api.post('/app/user/login/password', { phone, password });

/** `inviteCode`: a friend's code, sent only when one was typed; the server refuses one that names no open account (1002). */
export const register = (phone: string, smsCode: string, password: string, inviteCode = '') =>
  api.post('/app/user/login/register', { phone, smsCode, password, ageConfirmed: true, ...(inviteCode ? { inviteCode } : {}) });

/** A forgotten password set again with the SMS code sent to the phone; every login of the account ends. */
export const resetPassword = (phone: string, smsCode: string, password: string) => api.post('/app/user/login/resetPassword', { phone, smsCode, password });

/** The official account's app id (with the JS-SDK signature of `url`, unused here): where WeChat's authorisation page is asked. */
export const wechatMpConfig = (url: string) => api.post('/app/user/comm/wxMpConfig', { url });

/** One-tap login inside WeChat: the code its authorisation page came back with. */
export const loginByWechatCode = (code: string) => api.post('/app/user/login/mp', { code });

/** One-tap login through the carrier; outside the app shell the server answers that it is not supported here. */
export const loginByCarrier = () => api.post('/app/user/login/uniPhone', {});
