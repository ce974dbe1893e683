import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '../../contracts/src/deploy.js';
import { deployRemote } from './deploy.js';
import { DeployError } from './errors.js';
import { initManifest } from './init-manifest.js';
import { formatList, listRemotes } from './list.js';
import { rollbackRemote } from './rollback.js';
import { publishShell } from './shell.js';

const USAGE = `Usage:
  deploy <remote> [--version <v>] [--from <dir>] [--origin <dir>]
  rollback <remote> [--to <version>] [--origin <dir>]
  list [--origin <dir>] [--json]
  publish-shell [--from <dir>] [--origin <dir>]
  init-manifest [--origin <dir>]
Remotes: ${REMOTE_NAMES.join(', ')}. The origin defaults to STORE_ORIGIN_DIR, else STORE_DATA_DIR/origin, else <repo root>/.store/origin.`;

const OPTIONS = {
  version: { type: 'string' },
  from: { type: 'string' },
  origin: { type: 'string' },
  to: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Which flags each command accepts; anything else is a mistake worth stopping for. */
const ALLOWED: Record<string, readonly string[]> = {
  deploy: ['version', 'from', 'origin'],
  rollback: ['to', 'origin'],
  list: ['origin', 'json'],
  'publish-shell': ['from', 'origin'],
  'init-manifest': ['origin'],
};

function remoteArg(command: string, positionals: string[]): string {
  const remote = positionals[1];
  if (!remote)
    throw new DeployError(`${command} needs a remote: one of ${REMOTE_NAMES.join(', ')}.`);
  return remote;
}

async function run(argv: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new DeployError(`${(err as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) return USAGE;
  const allowed = ALLOWED[command];
  if (!allowed) throw new DeployError(`Unknown command "${command}".\n${USAGE}`);
  const wrong = Object.keys(values).filter((k) => !allowed.includes(k));
  if (wrong.length > 0)
    throw new DeployError(`${command} does not take --${wrong.join(', --')}.\n${USAGE}`);
  const extra = positionals.slice(command === 'deploy' || command === 'rollback' ? 2 : 1);
  if (extra.length > 0)
    throw new DeployError(`Unexpected argument ${extra.join(' ')} for ${command}.\n${USAGE}`);

  switch (command) {
    case 'deploy':
      return (
        await deployRemote(remoteArg(command, positionals), {
          version: values.version,
          from: values.from,
          origin: values.origin,
        })
      ).message;
    case 'rollback':
      return (
        await rollbackRemote(remoteArg(command, positionals), {
          to: values.to,
          origin: values.origin,
        })
      ).message;
    case 'list': {
      const result = await listRemotes({ origin: values.origin });
      return values.json ? JSON.stringify(result, null, 2) : formatList(result);
    }
    case 'publish-shell': {
      const result = await publishShell({ from: values.from, origin: values.origin });
      for (const warning of result.warnings) process.stderr.write(`${warning}\n`);
      return result.message;
    }
    default:
      return (await initManifest({ origin: values.origin })).message;
  }
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (err) {
  const message =
    err instanceof DeployError
      ? err.message
      : `Unexpected error, nothing may have been completed: ${(err as Error).stack ?? String(err)}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
