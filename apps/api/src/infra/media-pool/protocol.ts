/** Messages between the process pool and its children (IPC with the structured-clone serialisation). */
export interface TaskMessage {
  id: number;
  task: string;
  input: unknown;
}

export type TaskReply =
  | { id: number; progress: number }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; data: unknown } };
