// `npm run operator -- <command>`: operator accounts from the command line (the first admin, resets, the list), on the configured database.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type OperatorRole } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { translate } from '../i18n/messages';
import { writeAudit } from '../operators/audit';
import { OperatorService } from '../operators/operator-service';
import { PasswordHasher } from '../accounts/password-hash';
import { OPERATOR_ROLES } from '../operators/roles';

const USAGE = `Usage: npm run operator -- <command>
  create --username U --role admin|finance|agent [--name "Display name"]
  reset-password --username U
  reset-totp --username U
  list`;

const CLI = { operatorId: null, operatorName: 'cli', ip: 'cli' } as const;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(64); // EX_USAGE
}

function enrolmentLines(totpSecret: string, totpUri: string): string[] {
  return [
    `  TOTP secret:       ${totpSecret}`,
    `  otpauth URI:       ${totpUri}`,
    '  Add it to an authenticator app (Google Authenticator, Authy, 1Password...): scan the URI as a QR code or type the secret.',
  ];
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { username: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command) fail(values.help ? 'Operator accounts' : 'Name a command.');
  if (!['create', 'reset-password', 'reset-totp', 'list'].includes(command)) fail(`Unknown command "${command}".`);

  const config = loadConfigOrExit();
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  try {
    await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
    const service = new OperatorService(handle.db, config.operators, Date.now, new PasswordHasher(config.passwordHashCost));
    const db = handle.db;

    if (command === 'list') {
      const rows = await db.selectFrom('operator').select(['id', 'username', 'displayName', 'role', 'status', 'mustChangePassword', 'lastLoginAt']).orderBy('id').execute();
      if (rows.length === 0) console.log(`No operators in ${handle.location}. Create the first: npm run operator -- create --username admin --role admin`);
      for (const row of rows) {
        const last = row.lastLoginAt ? new Date(Number(row.lastLoginAt)).toISOString() : 'never';
        console.log(`${String(row.id).padStart(4)}  ${row.username.padEnd(20)} ${row.role.padEnd(8)} ${row.status.padEnd(9)} ${Number(row.mustChangePassword) ? 'must change password' : ''.padEnd(20)}  last sign-in ${last}  (${row.displayName})`);
      }
      return;
    }

    const username = values.username?.trim().toLowerCase();
    if (!username) fail('--username is required.');

    if (command === 'create') {
      const role = values.role as OperatorRole | undefined;
      if (!role || !OPERATOR_ROLES.includes(role)) fail(`--role must be one of ${OPERATOR_ROLES.join(', ')}.`);
      const credential = await service.newCredential();
      const created = await db.transaction().execute(async (trx) => {
        const made = await service.create({ username, displayName: values.name?.trim() || username, role, credential }, trx);
        await writeAudit(trx, { ...CLI, action: 'base:operator:add', targetType: 'operator', targetId: made.operator.id, newValue: { username, displayName: made.operator.displayName, role, status: 'active' } });
        return made;
      });
      console.log(
        [
          `Created operator ${username} (${role}) in ${handle.location}.`,
          `  One-time password: ${created.oneTimePassword}   (to be changed at the first sign-in)`,
          ...enrolmentLines(created.totpSecret, created.totpUri),
          'Sign in at <your site>/#/console.',
        ].join('\n'),
      );
      return;
    }

    const operator = await service.findByUsername(username);
    if (!operator) fail(`No operator named "${username}".`);

    if (command === 'reset-password') {
      const credential = await service.newCredential();
      await db.transaction().execute(async (trx) => {
        await service.resetPassword(operator.id, trx, credential);
        await writeAudit(trx, { ...CLI, action: 'base:operator:resetPassword', targetType: 'operator', targetId: operator.id });
      });
      console.log(`New one-time password for ${username}: ${credential.password}   (to be changed at the next sign-in; their sessions have ended)`);
      return;
    }

    const enrolment = await db.transaction().execute(async (trx) => {
      const fresh = await service.resetTotp(operator.id, trx);
      await writeAudit(trx, { ...CLI, action: 'base:operator:resetTotp', targetType: 'operator', targetId: operator.id });
      return fresh;
    });
    console.log([`New TOTP secret for ${username} (the old authenticator entry no longer works; their sessions have ended):`, ...enrolmentLines(enrolment.totpSecret, enrolment.totpUri)].join('\n'));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof BusinessError) {
    console.error(`Refused: ${translate(error.messageKey, 'en', error.params)}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
