/**
 * At most `limit` tasks at once; the rest wait in order. For heavy child processes (ffmpeg encodes) that each
 * use every core: more of them in parallel only makes each slower and starves the web process.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
