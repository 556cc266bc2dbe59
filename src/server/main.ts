import path from 'node:path';
import { buildApp } from './app.ts';
import { bootWarnings } from './boot-warnings.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { ensurePrivateDir } from './platform/private-files.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Everything the server writes (database, key file, outbox) is for its own user only.
  process.umask(0o077);
  if (!config.DATABASE_URL || !config.DATA_ENCRYPTION_KEY) ensurePrivateDir(config.DATA_DIR);
  const database = await openDatabase(config.DATABASE_URL ?? path.join(config.DATA_DIR, 'pglite'), {
    migrationUrl: config.DATABASE_MIGRATION_URL,
  });
  const app = await buildApp({ config, database });
  for (const warning of await bootWarnings(config, database)) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal (Ctrl-C again) does not wait for the drain.
    if (closing) process.exit(1);
    closing = true;
    // New requests and socket upgrades get 503 from here; sockets finish their turn in flight and
    // close with 1001 (platform/live-sockets.ts), then the listener, the app and the database close.
    app.log.info({ signal }, 'shutting down: draining requests and sockets');
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish within 20 s; exiting');
      process.exit(1);
    }, 20_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(
    `\n  Solace is running at http://${shown}:${port}\n  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})\n`,
  );
}

void main();
