// `npm run restore`: a content-only restore of the embedded database (PGlite in DATA_DIR), without the key
// store (src/server/backup.ts; README "Keys and backups").
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import(new URL('../src/server/backup.ts', import.meta.url).href);
process.exitCode = await runCli('restore', process.argv.slice(2));
