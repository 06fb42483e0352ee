// Development only: a first `admin` operator when there is none, its sign-in written to <dataDir>/dev-operator.json and logged at each start.
import fs from 'node:fs';
import path from 'node:path';
import { type FastifyBaseLogger } from 'fastify';
import { currentTotpCode, type OperatorService } from './operator-service';

export const DEV_OPERATOR_FILE = 'dev-operator.json';

interface DevOperator {
  username: string;
  password: string;
  totpSecret: string;
}

/** Creates the dev admin when no operator exists yet, then logs how to sign in while the file is there. */
export async function seedDevOperator(service: OperatorService, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const file = path.join(dataDir, DEV_OPERATOR_FILE);
  if ((await service.count()) === 0) {
    const created = await service.create({ username: 'admin', displayName: 'Admin', role: 'admin', mustChangePassword: false });
    const seeded: DevOperator = { username: 'admin', password: created.oneTimePassword, totpSecret: created.totpSecret };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(seeded, null, 2)}\n`, { mode: 0o600 });
  }
  if (!fs.existsSync(file)) return;
  let seeded: DevOperator;
  try {
    seeded = JSON.parse(fs.readFileSync(file, 'utf8')) as DevOperator;
  } catch {
    return;
  }
  log.info(
    `Operator console (dev): open #/console, username ${seeded.username}, password ${seeded.password}, TOTP secret ${seeded.totpSecret} (add it to an authenticator app); code now ${currentTotpCode(seeded.totpSecret)}`,
  );
}
