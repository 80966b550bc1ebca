import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Queue, Worker, createPostgresBackend, type Job, type Processor } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_NAMES, JobPayloads, type JobName, type JobPayload } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE_URL } from '../database/database.tokens.js';
import { JOB_HANDLER } from './job-handler.decorator.js';

type Handler = (payload: unknown, job: Job) => Promise<unknown>;
const QUEUE_NAME = 'jobs';
/**
 * A job whose worker died (crash, SIGKILL, lost host) keeps its lock until it expires (BullMQ's lockDuration,
 * 30 s) and is then found by the stalled-job check, which runs this often (BullMQ's default is 30 s, so up to a
 * minute before another worker takes it over; measured in tests/fault).
 */
const STALLED_CHECK_MS = 10_000;

/**
 * The only code that knows BullMQ. Jobs run on PostgreSQL by default (BullMQ 6's PostgreSQL backend) and on
 * Redis when REDIS_URL is set. `enqueue` validates the payload against its contract; `startWorkers` binds the
 * one handler of each job name found by discovery.
 */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private queue?: Queue;
  private worker?: Worker;
  private handlers?: Map<JobName, Handler>;
  /** Redis clients we created: BullMQ leaves caller-owned clients open, so we close them. */
  private readonly redisClients: Redis[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  get backend(): 'redis' | 'postgres' {
    return this.config.REDIS_URL ? 'redis' : 'postgres';
  }

  /**
   * Builds a queue or worker on the chosen store. The PostgreSQL backend is passed explicitly (never as a
   * process-wide default), so a Redis-backed and a PostgreSQL-backed app can live in one process (tests).
   */
  private redis(): Redis {
    const client = new Redis(this.config.REDIS_URL!, { maxRetriesPerRequest: null });
    this.redisClients.push(client);
    return client;
  }

  private makeQueue(): Queue {
    if (this.config.REDIS_URL) {
      return new Queue(QUEUE_NAME, { connection: this.redis() });
    }
    const pgQueue = new Queue(QUEUE_NAME, { connection: { connectionString: this.databaseUrl, migrate: true, max: 5 } }, createPostgresBackend);
    // Both backends expose the same Queue API; only the connection type parameter differs.
    return pgQueue as unknown as Queue;
  }

  private makeWorker(processor: Processor): Worker {
    if (this.config.REDIS_URL) {
      return new Worker(QUEUE_NAME, processor, {
        connection: this.redis(),
        concurrency: 4,
        stalledInterval: STALLED_CHECK_MS,
      });
    }
    const pgWorker = new Worker(
      QUEUE_NAME,
      processor,
      { connection: { connectionString: this.databaseUrl, migrate: true, max: 5 }, concurrency: 4, stalledInterval: STALLED_CHECK_MS },
      createPostgresBackend,
    );
    return pgWorker as unknown as Worker;
  }

  private getQueue(): Queue {
    if (!this.queue) {
      const queue = this.makeQueue();
      queue.on('error', (err) => this.logger.error({ err }, 'queue error'));
      this.queue = queue;
    }
    return this.queue;
  }

  /** Finds the handlers; a job with no handler, or two, stops the boot. */
  collectHandlers(): Map<JobName, Handler> {
    if (this.handlers) return this.handlers;
    const found = new Map<JobName, Handler[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<JobName | undefined>(JOB_HANDLER, fn as (...a: unknown[]) => unknown);
        if (!name) continue;
        const list = found.get(name) ?? [];
        list.push((payload, job) => (fn as Handler).call(instance, payload, job));
        found.set(name, list);
      }
    }
    const problems: string[] = [];
    for (const name of JOB_NAMES) {
      const n = found.get(name)?.length ?? 0;
      if (n !== 1) problems.push(`job "${name}" has ${n} handlers (needs exactly one)`);
    }
    for (const name of found.keys()) if (!JOB_NAMES.includes(name)) problems.push(`handler for unknown job "${name}"`);
    if (problems.length) throw new Error(`Job registry is inconsistent:\n  ${problems.join('\n  ')}`);
    this.handlers = new Map([...found].map(([k, v]) => [k, v[0]!]));
    return this.handlers;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: { jobId?: string; delayMs?: number } = {}): Promise<void> {
    const data = JobPayloads[name].parse(payload);
    await this.getQueue().add(name, data, {
      jobId: opts.jobId,
      delay: opts.delayMs,
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  /** Removes a waiting or delayed job by its id (a reminder of a cancelled event); true when one was removed. */
  async remove(jobId: string): Promise<boolean> {
    const job = await this.getQueue().getJob(jobId);
    if (!job) return false;
    await job.remove();
    return true;
  }

  /** Whether a job with this id is waiting or delayed (tests and health checks of scheduled work). */
  async pending(jobId: string): Promise<boolean> {
    const job = await this.getQueue().getJob(jobId);
    if (!job) return false;
    const state = await job.getState();
    return state === 'delayed' || state === 'waiting' || state === 'prioritized';
  }

  /** A repeating job: one scheduler per job name in the queue's store, so calling it from every process is harmless. */
  async schedule<N extends JobName>(name: N, everyMs: number, payload?: JobPayload<N>): Promise<void> {
    await this.getQueue().upsertJobScheduler(name, { every: everyMs }, { name, data: JobPayloads[name].parse(payload ?? {}) });
  }

  /** Starts the worker for this process (web process by default, or `npm run worker`). */
  async startWorkers(): Promise<void> {
    const handlers = this.collectHandlers();
    if (this.worker) return;
    await this.getQueue().upsertJobScheduler('auth.cleanup', { every: 60 * 60 * 1000 }, { name: 'auth.cleanup', data: {} });
    const worker = this.makeWorker(async (job: Job) => {
      const name = job.name as JobName;
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      return handler(JobPayloads[name].parse(job.data), job);
    });
    worker.on('failed', (job, err) => this.logger.warn({ job: job?.name, id: job?.id, err: err.message }, 'job failed'));
    worker.on('error', (err) => this.logger.error({ err }, 'worker error'));
    this.worker = worker;
    this.logger.log(`workers started on ${this.backend}`);
  }

  /** For /healthz: can we reach the queue's store? */
  async ping(): Promise<boolean> {
    try {
      await this.getQueue().getJobCounts('waiting');
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
