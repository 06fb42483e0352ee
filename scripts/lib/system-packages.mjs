// What the tests need from the machine beyond npm: Debian's Chromium and the CJK fonts the Chinese screens render with.
// Checked before anything else (before `npm install`): installed with apt when this process may (root), otherwise the
// run stops at once with the one command to type. Node built-ins only: node_modules may not exist yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Each requirement: what it is for, how to tell it is there, and the Debian package that brings it. */
const REQUIREMENTS = [
  { what: `Chromium at ${CHROMIUM_PATH} (the browser tests drive it; none is ever downloaded)`, present: () => isExecutable(CHROMIUM_PATH), debian: 'chromium' },
  { what: 'CJK fonts (the zh-Hans and zh-Hant screens of the browser tests)', present: hasCjkFont, debian: 'fonts-noto-cjk' },
];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCjkFont() {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 5_000 });
  if (listed.status === 0) return /Noto Sans CJK|Noto Serif CJK|WenQuanYi|Source Han/i.test(listed.stdout);
  // No fontconfig (it comes with Chromium): look where Debian puts the package's files.
  return fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
}

const canInstall = () => process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');

/**
 * Makes sure the browser tests can run: installs what is missing when this process is root with apt, else prints the
 * command and exits 1. `skipHint`: how to run the rest without the browser tests, printed beside the command.
 */
export function ensureSystemPackages({ skipHint } = {}) {
  const missing = REQUIREMENTS.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const packages = missing.map((requirement) => requirement.debian);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  for (const requirement of missing) console.log(`▶ missing: ${requirement.what}`);
  if (!canInstall()) {
    console.error(`\n✗ Install it first (as root), then run this again:\n\n    sudo sh -c '${command}'\n`);
    if (skipHint) console.error(`  ${skipHint}\n`);
    process.exit(1);
  }
  console.log(`▶ installing ${packages.join(', ')} with apt (Debian's packages)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n✗ apt-get ${args.join(' ')} failed (exit ${result.status}); install them by hand: ${command}`);
      process.exit(1);
    }
  }
  const still = REQUIREMENTS.filter((requirement) => !requirement.present());
  if (still.length > 0) {
    console.error(`\n✗ still missing after the install: ${still.map((requirement) => requirement.what).join('; ')}`);
    process.exit(1);
  }
}
