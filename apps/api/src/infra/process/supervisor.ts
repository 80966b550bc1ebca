import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Logger } from 'pino';
import { isWorkerMessage, type CrashRecord, type ProcessRole, type SupervisionReport, type SupervisorMessage } from './supervision.js';

/** A process that lived this long before dying is restarted at once; one that died sooner backs off. */
export const STABLE_AFTER_MS = 30_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** How long a shutdown waits for the workers before killing them. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * WEB_CONCURRENCY: how many HTTP worker processes `npm start` runs. Unset: one per CPU the process may use
 * (`os.availableParallelism()`); 1: today's single process, no supervisor. Returns an error text for a bad value.
 */
export function webConcurrency(env: Record<string, string | undefined> = process.env): number | string {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return os.availableParallelism();
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) return `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${raw}")`;
  return Number(raw);
}

/** Delay before restarting a process that ran `uptimeMs`, after `fastDeaths` quick deaths in a row (this one included). */
export function restartDelay(uptimeMs: number, fastDeaths: number): number {
  if (uptimeMs >= STABLE_AFTER_MS || fastDeaths <= 1) return 0;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (fastDeaths - 2));
}

interface Slot {
  role: ProcessRole;
  index: number;
  worker?: Worker;
  startedAt: number;
  fastDeaths: number;
  timer?: NodeJS.Timeout;
}

export interface Supervisor {
  report(): SupervisionReport;
  /** SIGTERM to every worker, wait for them (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * The cluster primary: forks `webWorkers` HTTP processes (they share the listening port; the cluster module
 * hands connections round-robin) and, when `jobsProcess`, one process running the BullMQ workers, so jobs and
 * schedulers run once however many web processes there are. A process that dies is counted, logged and
 * restarted; one that keeps dying young waits 1 s, 2 s, 4 s… up to 30 s between attempts, so a crash loop
 * does not spin. Every worker learns the restart count and the last crash (shown by /healthz).
 */
export function superviseCluster(opts: { webWorkers: number; jobsProcess: boolean; env: Record<string, string>; log: Logger }): Supervisor {
  if (!cluster.isPrimary) throw new Error('superviseCluster runs in the primary process only');
  const { log } = opts;
  const state: SupervisionReport = {
    since: new Date().toISOString(),
    webWorkers: opts.webWorkers,
    jobsProcess: opts.jobsProcess,
    restarts: 0,
    lastCrash: null,
  };
  let stopping = false;
  const slots: Slot[] = [
    ...Array.from({ length: opts.webWorkers }, (_, i): Slot => ({ role: 'web', index: i + 1, startedAt: 0, fastDeaths: 0 })),
    ...(opts.jobsProcess ? [{ role: 'jobs', index: 0, startedAt: 0, fastDeaths: 0 } satisfies Slot] : []),
  ];

  const send = (worker: Worker) => {
    const msg: SupervisorMessage = { type: 'supervisor.report', report: state };
    if (worker.isConnected()) worker.send(msg, (err: Error | null) => err && log.debug({ err: err.message }, 'could not update a worker'));
  };
  const broadcast = () => slots.forEach((s) => s.worker && send(s.worker));

  const fork = (slot: Slot) => {
    slot.timer = undefined;
    if (stopping) return;
    slot.startedAt = Date.now();
    const worker = cluster.fork({
      ...opts.env,
      COMMUNITY_PROCESS_ROLE: slot.role,
      COMMUNITY_PROCESS_SLOT: String(slot.index),
      // Web workers never run jobs; the jobs process runs nothing else.
      WORKERS_IN_PROCESS: 'false',
    });
    slot.worker = worker;
    worker.on('message', (msg: unknown) => {
      if (isWorkerMessage(msg)) send(worker);
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) slot.worker = undefined;
      if (stopping) return;
      const uptimeMs = Date.now() - slot.startedAt;
      slot.fastDeaths = uptimeMs < STABLE_AFTER_MS ? slot.fastDeaths + 1 : 1;
      const delay = restartDelay(uptimeMs, slot.fastDeaths);
      const crash: CrashRecord = { at: new Date().toISOString(), role: slot.role, slot: slot.index, pid: worker.process.pid ?? 0, code, signal, uptimeMs };
      state.restarts += 1;
      state.lastCrash = crash;
      log.error({ ...crash, restarts: state.restarts, restartInMs: delay }, `${slot.role} process ${slot.index} died; restarting`);
      broadcast();
      slot.timer = setTimeout(() => fork(slot), delay);
    });
  };

  log.info({ webWorkers: opts.webWorkers, jobsProcess: opts.jobsProcess, pid: process.pid }, 'supervisor started');
  slots.forEach(fork);

  return {
    report: () => state,
    async stop() {
      if (stopping) return;
      stopping = true;
      for (const s of slots) if (s.timer) clearTimeout(s.timer);
      const running = slots.flatMap((s) => (s.worker && !s.worker.isDead() ? [s.worker] : []));
      await Promise.all(
        running.map(
          (w) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => {
                log.warn({ pid: w.process.pid }, 'worker did not stop in time; killing it');
                w.process.kill('SIGKILL');
              }, STOP_TIMEOUT_MS);
              w.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
