// Entry point: reads the configuration, starts the server on one port and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
