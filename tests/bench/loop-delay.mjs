// Preloaded into the app by the media bench (`node --import ./loop-delay.mjs dist/main.js`): measures this
// process's event-loop delay. On SIGUSR2 it writes the percentiles since the last signal to
// BENCH_LOOP_DELAY_FILE (milliseconds) and starts again, so the bench can read one figure per phase.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), samples: h.count }));
    h.reset();
  });
}
