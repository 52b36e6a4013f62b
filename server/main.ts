import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseConnectionError } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed';

/** Starts the server. Configuration and connection problems end the process with one clear line. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info(`received ${signal}, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Tadhkira is running at http://${shown}:${config.port} (database: ${app.dbKind})`);
  // The demo passwords only when this start created the accounts: later they may have been changed.
  if (app.demoSeeded) {
    app.log.info(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password} (${a.role})`).join(', ')}`);
  } else if (config.demoData) {
    app.log.info(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (with the passwords they were given)`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseConnectionError) {
    console.error(`tadhkira: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`tadhkira: port already in use (${error.message.replace(/^listen /, '')}); set PORT to another port`);
  } else {
    console.error(`tadhkira: failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
