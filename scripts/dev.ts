/**
 * `npm run dev`: keeps the client and server bundles rebuilt on change and restarts the
 * server when they or the server code change. Stop with Ctrl-C.
 */
import { spawn } from 'node:child_process';

const run = (command: string, args: string[]) =>
  spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  });

const children = [
  run('npx', ['vite', 'build', '--watch', '--logLevel', 'warn']),
  run('npx', ['vite', 'build', '--ssr', 'web/entry-server.tsx', '--watch', '--logLevel', 'warn']),
  run(process.execPath, ['scripts/build-standalone.ts', '--watch']),
  run(process.execPath, [
    '--watch-path=server',
    '--watch-path=common',
    '--watch-path=build/server',
    'server/main.ts',
  ]),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
