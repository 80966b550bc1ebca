import cluster from 'node:cluster';

/** One process death, as the supervisor saw it. */
export interface CrashRecord {
  at: string;
  role: ProcessRole;
  /** The supervisor's slot (web 1..N, or the jobs process). */
  slot: number;
  pid: number;
  code: number | null;
  signal: string | null;
  /** How long the process had been running, in milliseconds. */
  uptimeMs: number;
}

/** What the supervisor tells its workers (and each worker shows in /healthz). */
export interface SupervisionReport {
  /** When the supervisor started. */
  since: string;
  webWorkers: number;
  jobsProcess: boolean;
  /** Processes restarted since the supervisor started (every death but a shutdown is counted). */
  restarts: number;
  lastCrash: CrashRecord | null;
}

export type ProcessRole = 'web' | 'jobs';

export type SupervisorMessage = { type: 'supervisor.report'; report: SupervisionReport };
export type WorkerMessage = { type: 'supervisor.hello' };

export const isSupervisorMessage = (msg: unknown): msg is SupervisorMessage =>
  typeof msg === 'object' && msg !== null && (msg as { type?: unknown }).type === 'supervisor.report';
export const isWorkerMessage = (msg: unknown): msg is WorkerMessage =>
  typeof msg === 'object' && msg !== null && (msg as { type?: unknown }).type === 'supervisor.hello';

let latest: SupervisionReport | null = null;
let listening = false;

/**
 * In a worker of the cluster supervisor: keep the supervisor's latest report (it sends one when asked and
 * after every crash). A lone process has no supervisor and reports null.
 */
export function listenToSupervisor(): void {
  if (!cluster.isWorker || listening || !process.send) return;
  listening = true;
  process.on('message', (msg: unknown) => {
    if (isSupervisorMessage(msg)) latest = msg.report;
  });
  const hello: WorkerMessage = { type: 'supervisor.hello' };
  process.send(hello);
}

export function supervision(): SupervisionReport | null {
  return latest;
}

/** This process: its pid and, under the supervisor, its role and slot. */
export function processInfo(): { pid: number; role: ProcessRole | 'single'; slot: number | null; uptimeSeconds: number } {
  const role = cluster.isWorker ? ((process.env.COMMUNITY_PROCESS_ROLE as ProcessRole | undefined) ?? 'web') : 'single';
  const slot = cluster.isWorker ? Number(process.env.COMMUNITY_PROCESS_SLOT ?? 0) : null;
  return { pid: process.pid, role, slot, uptimeSeconds: Math.round(process.uptime()) };
}
