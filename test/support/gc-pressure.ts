/**
 * Preloaded (`--import`) into a bot process started with `--expose-gc`: collects garbage every 10 ms, so objects a
 * native driver finalizes (prepared statements, databases) are finalized while the bot runs, as in a long idle
 * run, not only at exit. Each collection is reported on stderr so a test can wait for some to have happened.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("gc-pressure needs node --expose-gc");
let count = 0;
setInterval(() => {
  collect();
  count++;
  if (count % 10 === 0) process.stderr.write(`[gc ${count}]\n`);
}, 10).unref();
