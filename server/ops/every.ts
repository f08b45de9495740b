/**
 * Runs `task` now and then every `ms` until the returned function is called: the site's jobs
 * (pruning, the week's points, the digest), run by one process. The timer does not keep the
 * process alive, so a stopping server never waits for a next run. A task reports its own
 * failure: it must not reject.
 */
export function every(ms: number, task: () => unknown): () => void {
  task();
  const timer = setInterval(task, ms);
  timer.unref();
  return () => clearInterval(timer);
}
