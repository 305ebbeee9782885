// `npm run ops -- <command> …`: operator commands (e.g. create-operator), against the same database as `npm start`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
const { runOps } = await import(path.join(root, 'apps/api/src/cli.ts'));
process.exit(await runOps(process.argv.slice(2)));
