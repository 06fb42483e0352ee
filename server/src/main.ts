// Entry point: reads the configuration, starts the server on one port and shuts down gracefully on SIGINT/SIGTERM:
// readiness turns 503 (draining), after SHUTDOWN_DELAY_SECONDS the schedule is handed over, sockets are told to
// reconnect elsewhere, new connections are refused and requests in flight finish; SHUTDOWN_TIMEOUT_SECONDS bounds it all.
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delaySeconds: config.shutdown.delaySeconds }, 'shutting down: draining');
    app.lifecycle.draining = true;
    const deadline = setTimeout(() => {
      app.log.error({ timeoutSeconds: config.shutdown.timeoutSeconds }, 'shutdown took too long: exiting with work unfinished');
      process.exit(1);
    }, config.shutdown.timeoutSeconds * 1000);
    deadline.unref();
    if (config.shutdown.delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delaySeconds * 1000));
    await app.close();
    app.log.info('shut down cleanly');
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
