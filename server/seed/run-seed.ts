/**
 * `npm run seed`: loads the demo content into an empty database (or, with --reset, after
 * emptying it). `npm run seed -- --scale N` adds N generated posts for benchmarks.
 */
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirBusyError, SERVER_HOLDER } from '#server/db/data-dir-lock.ts';
import { isEmpty, seedDemo } from './demo-seed.ts';

const args = process.argv.slice(2);
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 0;
if (scaleAt >= 0 && (!Number.isInteger(scale) || scale <= 0)) {
  console.error('usage: npm run seed -- [--reset] [--scale N]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ ...config, holder: 'npm run seed' }).catch((error: unknown) => {
  if (!(error instanceof DataDirBusyError)) throw error;
  // the seed is not sent through a running server: it may empty the database under it
  const advice =
    error.lock?.holder === SERVER_HOLDER
      ? 'stop the server first, then run the seed again'
      : 'wait until it has finished, then run the seed again';
  console.error(`seed: ${error.message}; ${advice}`);
  process.exit(1);
});
try {
  if (args.includes('--reset')) {
    await database.query(
      `TRUNCATE users, terms, posts, media, settings, contact_submissions, rate_limits, one_time_codes, post_list_counts, post_author_counts, post_search_counts, post_engagement_days, user_list_counts RESTART IDENTITY CASCADE`,
    );
  }
  if (await isEmpty(database)) {
    const started = Date.now();
    await seedDemo(database, { dataDir: config.dataDir, publicUrl: config.publicUrl });
    console.log(`demo content loaded in ${Date.now() - started} ms`);
  } else if (!scale) {
    console.log('the database already has content; use --reset to start over');
  }
  if (scale) {
    const started = Date.now();
    // loaded only for --scale: the generator is a benchmark tool, not part of a normal seed
    const { seedScale } = await import('./scale-seed.ts');
    await seedScale(database, scale);
    console.log(`${scale} generated posts loaded in ${Date.now() - started} ms`);
  }
} finally {
  await database.close();
}
