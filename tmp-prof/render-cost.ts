import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { SettingsStore } from '#server/domain/settings.ts';

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3299',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/awaaz_speed',
    LOG_LEVEL: 'warn',
  }),
  microCacheMs: 0,
  countCacheMs: 0,
};
const database = await openDatabase(config);
const settings = new SettingsStore(database, config.publicUrl);
const app = await buildApp({ config, database, settings });
await app.ready();
const urls = process.argv.slice(2);
for (const url of urls) {
  for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url });
  const n = 200;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url });
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  console.log(
    `${url.slice(0, 70).padEnd(70)} cpu ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms/req  wall ${(wall / n).toFixed(3)} ms/req`,
  );
}
await app.close();
await database.close();
