import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** Runs a command from the repository root; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** The deploy tool, as an operator runs it. */
export function deployTool(args: string[], originDir: string): Promise<string> {
  return run('node_modules/.bin/tsx', ['shared/deploy/src/cli.ts', ...args, '--origin', originDir]);
}
