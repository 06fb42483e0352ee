// argon2id password hashes for players and operators, at the cost the configuration names (PASSWORD_HASH_COST).
import argon2 from 'argon2';

/**
 * `standard`: argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), above OWASP's minimum; every deployment.
 * `test`: 1 MiB and 2 passes, a thousandth of the work, for test servers that hash hundreds of passwords; the
 * configuration refuses it in production (config.ts), and a hash made at either cost verifies at the other.
 */
export type PasswordHashCost = 'standard' | 'test';

const OPTIONS: Record<PasswordHashCost, argon2.HashOptions & { raw?: false }> = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 },
};

export class PasswordHasher {
  private readonly options: (typeof OPTIONS)[PasswordHashCost];
  /** Checked against when the account is unknown, so a miss costs the same time as a wrong password. */
  readonly decoyHash: Promise<string>;

  constructor(readonly cost: PasswordHashCost = 'standard') {
    this.options = OPTIONS[cost];
    // Made now, not on the first miss: that one would otherwise take a hash longer than any other.
    this.decoyHash = this.hash('decoy-password-never-used');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** False for a wrong password and for a hash that is not argon2 at all. */
  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }
}
