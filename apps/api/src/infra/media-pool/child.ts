import type { TaskMessage, TaskReply } from './protocol.js';

/** A task handler in a pool child: `progress` reports 0…100 to the caller. */
export type TaskHandler = (input: never, progress: (percent: number) => void) => Promise<unknown>;

/** A refusal the caller should see as such (e.g. an error code and field), not as a crash. */
export class TaskRefusal extends Error {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/**
 * The child side of ProcessPool: answers each task message with its handler's result, or with the error (its
 * message, and `data` for a TaskRefusal or an error that describes itself with `toTaskData()`). Exits when the
 * pool's channel closes (the parent went away).
 */
export function serveTasks(handlers: Record<string, TaskHandler>, describe: (err: unknown) => unknown = (err) => (err instanceof TaskRefusal ? err.data : null)): void {
  const send = (reply: TaskReply) => process.send?.(reply);
  process.on('message', (m: TaskMessage) => {
    const handler = handlers[m.task];
    if (!handler) {
      send({ id: m.id, ok: false, error: { message: `No task named ${m.task}`, data: null } });
      return;
    }
    let last = -1;
    const progress = (percent: number) => {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      if (p === last) return;
      last = p;
      send({ id: m.id, progress: p });
    };
    handler(m.input as never, progress).then(
      (result) => send({ id: m.id, ok: true, result }),
      (err: unknown) => send({ id: m.id, ok: false, error: { message: err instanceof Error ? err.message : String(err), data: describe(err) } }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}
