/** Fails when shared/src/api/openapi-types.ts is no longer what the server's schemas generate, and says which command fixes it. */
const path = require('node:path');
const { execFile } = require('node:child_process');

const SCRIPT = path.join(__dirname, 'generate-api-types.mjs');

/** Runs the generator in check mode: it rebuilds the types in memory from the server and compares them with the file. */
function checkApiTypes() {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, '--check'], { cwd: path.join(__dirname, '..'), timeout: 110_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}`.trim() });
    });
  });
}

test('the checked-in API types are what `npm run api-types` generates from the server today', async () => {
  const { code, output } = await checkApiTypes();
  if (code !== 0) throw new Error(output || `the generator exited with ${code}; run \`npm run api-types\``);
}, 120_000);
