import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TaskMessage, TaskReply } from './protocol.js';

/**
 * A small pool of child processes for CPU-heavy native work (sharp/libvips), with a concurrency limit, a
 * bounded queue and a per-task time limit.
 *
 * Why processes and not worker threads: sharp runs its work on libuv's thread pool (4 threads by default),
 * which is shared by every thread of a process and also serves `fs`, `zlib` (compressed answers), `crypto` and
 * `dns.lookup`. Measured (issue 16): four parallel 300-frame GIFs held all four threads for ~40 s, and a cached,
 * compressed `GET /api/layout` waited 36.7 s behind them while the JavaScript event loop itself stayed free
 * (p99 delay 22 ms). A worker thread would queue on that same thread pool; a child process has its own. A child
 * can also be killed when a task runs past its time (a thread cannot stop native code), a crash in a decoder
 * takes only the child, and the child runs at a lower CPU priority so the web process is served first.
 *
 * Children start on first use, take one task at a time, and are replaced when they exit. A task that throws
 * rejects with TaskError (carrying the data the child sent); a task past `timeoutMs` kills its child and rejects
 * with PoolError('timeout'); a full queue rejects at once with PoolError('busy').
 */

export type PoolErrorReason = 'busy' | 'timeout' | 'crashed' | 'closed';

export class PoolError extends Error {
  constructor(
    readonly reason: PoolErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** The task itself refused or failed; `data` is what the child's handler attached (e.g. an error code). */
export class TaskError extends Error {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface ProcessPoolOptions {
  /** The child's entry module (compiled `.js`; from the TypeScript sources its `.ts` sibling is loaded). */
  entry: URL;
  /** Children at most (tasks in parallel). Default: one less than the CPUs, 1 to 4. */
  size?: number;
  /** Tasks waiting beyond the running ones before `run` answers busy. Default: 8 per child. */
  maxQueue?: number;
  /** Default time limit of one task. */
  timeoutMs: number;
  /** CPU priority of the children (`nice`, 0…19); default 10: below the web process. */
  nice?: number;
  /** Largest V8 heap of a child in MB (its pixel buffers live outside the heap). */
  maxOldSpaceMb?: number;
}

interface Pending {
  task: string;
  input: unknown;
  timeoutMs: number;
  onProgress?: (percent: number) => void;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  child: ChildProcess;
  /** Killed (past its time): takes no more tasks while it exits. */
  dead: boolean;
  busy: { id: number; job: Pending; timer: NodeJS.Timeout } | null;
}

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/** How to start the entry: the compiled file, or (tests, which run the sources) the `.ts` file through SWC. */
function resolveEntry(entry: URL): { file: string; execArgv: string[] } {
  const file = fileURLToPath(entry);
  if (existsSync(file)) return { file, execArgv: [] };
  const ts = file.replace(/\.js$/, '.ts');
  if (!existsSync(ts)) throw new Error(`process pool: neither ${file} nor ${ts} exists`);
  const hooks = pathToFileURL(fileURLToPath(new URL('./source-hooks.mjs', import.meta.url))).href;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;
  return { file: ts, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`] };
}

export class ProcessPool {
  readonly size: number;
  readonly maxQueue: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Children that exited while running a task, or were killed for running too long. */
  crashes = 0;
  timeouts = 0;

  constructor(private readonly opts: ProcessPoolOptions) {
    this.size = Math.max(1, opts.size ?? defaultPoolSize());
    this.maxQueue = Math.max(0, opts.maxQueue ?? this.size * 8);
  }

  /** Tasks running and waiting. */
  get load(): { running: number; queued: number; children: number } {
    return { running: this.slots.filter((s) => s.busy).length, queued: this.queue.length, children: this.slots.length };
  }

  /** Runs `task` with `input` in a child; progress (0…100) as the child reports it. */
  run<T>(task: string, input: unknown, opts: { timeoutMs?: number; onProgress?: (percent: number) => void } = {}): Promise<T> {
    if (this.closed) return Promise.reject(new PoolError('closed', 'The media process pool is shut down'));
    const running = this.slots.filter((s) => s.busy).length;
    if (running >= this.size && this.queue.length >= this.maxQueue) {
      return Promise.reject(new PoolError('busy', `The media process pool is full (${running} running, ${this.queue.length} waiting)`));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, input, timeoutMs: opts.timeoutMs ?? this.opts.timeoutMs, onProgress: opts.onProgress, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every child; tasks still waiting or running reject with PoolError('closed'). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolError('closed', 'The media process pool is shut down'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.busy) {
          clearTimeout(slot.busy.timer);
          slot.busy.job.reject(new PoolError('closed', 'The media process pool is shut down'));
          slot.busy = null;
        }
        const child = slot.child;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy && !s.dead && s.child.connected);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => this.timedOut(slot!, id), job.timeoutMs);
      slot.busy = { id, job, timer };
      const message: TaskMessage = { id, task: job.task, input: job.input };
      slot.child.send(message, (err) => {
        if (err) this.finish(slot!, id, new PoolError('crashed', `The media process could not take the task: ${err.message}`));
      });
    }
  }

  private spawn(): Slot {
    const { file, execArgv } = resolveEntry(this.opts.entry);
    const heap = this.opts.maxOldSpaceMb ?? 256;
    const child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heap}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, dead: false, busy: null };
    this.slots.push(slot);
    try {
      if (child.pid) os.setPriority(child.pid, this.opts.nice ?? 10);
    } catch {
      // Not permitted here (some containers): the child keeps the same priority.
    }
    child.on('message', (m: TaskReply) => {
      if (!slot.busy || m.id !== slot.busy.id) return;
      if ('progress' in m) {
        slot.busy.job.onProgress?.(m.progress);
        return;
      }
      if (m.ok) this.finish(slot, m.id, null, m.result);
      else this.finish(slot, m.id, new TaskError(m.error.message, m.error.data));
    });
    child.on('error', () => undefined); // 'exit' follows and does the work
    child.on('exit', (code, signal) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      if (slot.busy) {
        this.crashes++;
        this.finish(slot, slot.busy.id, new PoolError('crashed', `The media process stopped (${signal ?? `exit ${code}`}) while working on this file`));
      }
      if (!this.closed) this.dispatch();
    });
    // The pool never keeps a process alive on its own: an app that forgot close() still exits.
    child.unref();
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    return slot;
  }

  private timedOut(slot: Slot, id: number): void {
    if (!slot.busy || slot.busy.id !== id) return;
    this.timeouts++;
    slot.dead = true;
    const seconds = Math.round(slot.busy.job.timeoutMs / 1000);
    this.finish(slot, id, new PoolError('timeout', `The file took longer than ${seconds} s to process`));
    // The child may be deep in native code: only a kill stops it. 'exit' removes the slot; a new child replaces it.
    slot.child.kill('SIGKILL');
  }

  private finish(slot: Slot, id: number, err: Error | null, result?: unknown): void {
    const busy = slot.busy;
    if (!busy || busy.id !== id) return;
    clearTimeout(busy.timer);
    slot.busy = null;
    if (err) busy.job.reject(err);
    else busy.job.resolve(result);
    this.dispatch();
  }
}
