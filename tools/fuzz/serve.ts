// The real server entry (src/server/main.ts, configured from the environment), with the route tap
// installed first so it reports every route it registers: FUZZ_ROUTES_FILE receives them as JSON
// once the app is ready.
import fs from 'node:fs';
import { tapRoutes } from '../../src/server/test/fuzz/route-tap.ts';

const file = process.env.FUZZ_ROUTES_FILE;
if (file) tapRoutes((routes) => fs.writeFileSync(file, JSON.stringify(routes)));
await import('../../src/server/main.ts');
