// Measuring helpers shared by the bench scripts (tests/bench/*.mjs) and the soak (tests/soak/soak.mjs): /proc
// readings (resident memory, CPU ticks, a process tree and what each process is), percentiles, a least-squares
// slope, a plain-text table and batching. Starting processes and databases lives in tests/support/nodes.mjs.
import { readFileSync, readdirSync } from 'node:fs';

// ---- /proc (Linux) ---------------------------------------------------------------------------------------------
/** VmRSS and VmHWM (peak) of a process in MB; NaN when it is gone. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

/** Fields of /proc/<pid>/stat after the command name (index 0 is the state, 1 the parent pid). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const TICK_MS = 10;

/** utime + stime of a process in clock ticks; 0 when it is gone. */
export function cpuTicks(pid) {
  try {
    const fields = statFields(pid);
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Parent pid of a process; null when it is gone. */
export function parentOf(pid) {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return null;
  }
}

/** `pid` and all its descendants, parents before children (one scan of /proc). */
export function processTree(pid) {
  const byParent = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const parent = parentOf(Number(d));
    if (parent === null) continue;
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent).push(Number(d));
  }
  const out = [];
  const walk = (p) => {
    out.push(p);
    for (const c of (byParent.get(p) ?? []).sort((a, b) => a - b)) walk(c);
  };
  walk(pid);
  return out;
}

/** The command line of a process as an array; empty when it is gone. */
export function cmdlineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The environment a process started with (readable for our own children); empty when it is gone. */
export function environOf(pid) {
  try {
    return Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
  } catch {
    return {};
  }
}

// ---- figures -----------------------------------------------------------------------------------------------------
/** The p-th percentile (nearest rank) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** Least-squares slope of y over x (units of y per unit of x); NaN with fewer than two points. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

// ---- output ------------------------------------------------------------------------------------------------------
/** rows[0] is the header; the first column is left-aligned, the others right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/**
 * Each figure under load on the app, then on the baseline, one server at a time (`load(port, figure, seconds)`:
 * autocannon's result; a warm-up run first). Logs each run; returns the table rows (figure, items, req/s of
 * both, the ratio, latencies) and `bad` when a response was not 2xx or a request errored or timed out.
 * @param {{ figures: Array<{ name: string, items?: number }>, appPort: number, basePort: number, warmup: number, duration: number,
 *   load: (port: number, figure: any, seconds: number) => Promise<any>, log: (m: string) => void }} options
 */
export async function appVsBaseline({ figures, appPort, basePort, warmup, duration, load, log }) {
  const results = [];
  for (const f of figures) {
    for (const s of [{ name: 'app', port: appPort }, { name: 'baseline', port: basePort }]) {
      await load(s.port, f, warmup);
      const r = await load(s.port, f, duration);
      results.push({ f, s, r });
      log(`${f.name} — ${s.name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
  }
  /** @type {Array<Array<string | number>>} */
  const rows = [['figure', 'items', 'app req/s', 'baseline req/s', 'app/baseline', 'app p50/p99 ms', 'baseline p50/p99 ms']];
  let bad = false;
  for (const f of figures) {
    const a = results.find((x) => x.f === f && x.s.name === 'app').r;
    const b = results.find((x) => x.f === f && x.s.name === 'baseline').r;
    rows.push([f.name, f.items, Math.round(a.requests.average), Math.round(b.requests.average), (a.requests.average / b.requests.average).toFixed(2), `${a.latency.p50} / ${a.latency.p99}`, `${b.latency.p50} / ${b.latency.p99}`]);
    if (a.non2xx || b.non2xx || a.errors || b.errors || a.timeouts || b.timeouts) bad = true;
  }
  return { rows, bad };
}

/**
 * Prints the delivery table of a socket bench (the app, then the bare socket.io echo server: sockets, messages
 * sent, `failedLabel`, deliveries, losses, latency percentiles); returns the app/echo latency ratio line.
 * @param {any[]} results @param {string} failedLabel
 */
export function printDeliveries(results, failedLabel) {
  const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');
  /** @type {Array<Array<string | number>>} */
  const rows = [['server', 'sockets', 'sent', failedLabel, 'deliveries', 'lost', 'dup', 'drops', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms']];
  for (const r of results) rows.push([r.name, r.sockets, r.sent, r.failed, r.delivered, r.lost, r.duplicates, r.drops, ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max)]);
  console.log('');
  console.log(table(rows));
  console.log('');
  const [a, b] = results;
  return `app/echo latency: p50 ${(a.p50 / b.p50).toFixed(1)}×, p99 ${(a.p99 / b.p99).toFixed(1)}×`;
}

/**
 * A socket bench's verdict: 1 when a server lost, duplicated, failed (`failedLabel`), dropped or misdelivered a
 * message (each such server printed under `label`), else 0.
 * @param {string} label @param {any[]} results @param {string} failedLabel
 */
export function deliveryVerdict(label, results, failedLabel) {
  let bad = false;
  for (const r of results) {
    if (r.lost || r.duplicates || r.failed || r.drops || r.foreign) {
      bad = true;
      console.error(`${label}: ${r.name}: lost ${r.lost}, duplicates ${r.duplicates}, ${failedLabel} ${r.failed} ${JSON.stringify(r.failedSample)}, drops ${r.drops}, foreign ${r.foreign}`);
    }
  }
  return bad ? 1 : 0;
}

/** fn over `items`, `size` at a time; fn(item, indexWithinBatch) as Array.map calls it. */
export async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}
