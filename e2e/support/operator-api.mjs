// What the console journey needs beside the browser: the dev admin the server seeded (OPERATOR_DEV_SEED=1), TOTP codes
// for it (each code is good once, so a used one means waiting for the next 30 s step), and the operator API called
// directly with an operator token.
import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';

const TOTP_PERIOD_MS = 30_000;

/**
 * The dev admin the server writes to `<dataDir>/dev-operator.json` at start: `{ username, password, totpSecret }`
 * (a `totpUri` instead of the secret works too). Waits a moment for the file, which the server writes while starting.
 */
export async function readDevOperator(dataDir) {
  const file = path.join(dataDir, 'dev-operator.json');
  for (const deadline = Date.now() + 10_000; !fs.existsSync(file); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() > deadline) throw new Error(`${file} was not written: is OPERATOR_DEV_SEED=1 honoured?`);
  }
  const seeded = JSON.parse(fs.readFileSync(file, 'utf8'));
  const secret = seeded.totpSecret ?? seeded.secret ?? (seeded.totpUri ? OTPAuth.URI.parse(seeded.totpUri).secret.base32 : undefined);
  if (!seeded.username || !seeded.password || !secret) throw new Error(`${file} lacks username, password or TOTP secret: ${Object.keys(seeded)}`);
  return { ...seeded, totpSecret: secret };
}

/** The codes already sent per secret: the server takes each code once. */
const usedCodes = new Map();

/** A TOTP code for `secret` never handed out before (waits for the next 30 s step when the current one was). */
export async function freshTotpCode(secret) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_MS / 1000 });
  const used = usedCodes.get(secret) ?? new Set();
  usedCodes.set(secret, used);
  let code = totp.generate();
  while (used.has(code)) {
    await new Promise((resolve) => setTimeout(resolve, TOTP_PERIOD_MS - (Date.now() % TOTP_PERIOD_MS) + 250));
    code = totp.generate();
  }
  used.add(code);
  return code;
}

/** One call to the operator API (`path` like `/audit/log/page`) with `token`: the whole envelope and the HTTP status. */
export async function adminCall(baseUrl, token, method, apiPath, body) {
  const headers = { language: 'en' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.Authorization = token;
  const response = await fetch(`${baseUrl}/api/admin${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, ...(await response.json()) };
}

/** The call's data; anything but success throws with the server's message. */
export async function adminData(baseUrl, token, method, apiPath, body) {
  const envelope = await adminCall(baseUrl, token, method, apiPath, body);
  if (envelope.code !== 1000) throw new Error(`/api/admin${apiPath} (${envelope.status}): ${envelope.message}`);
  return envelope.data;
}

/** Signs `operator` in through the API with a fresh TOTP code: answers `{ token, expire, stage, operator }`. */
export async function operatorSignIn(baseUrl, operator) {
  const code = await freshTotpCode(operator.totpSecret);
  return adminData(baseUrl, undefined, 'POST', '/base/open/login', { username: operator.username, password: operator.password, code });
}
