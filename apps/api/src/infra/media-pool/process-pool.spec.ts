import { PoolError, ProcessPool, TaskError } from './process-pool.js';

const entry = new URL('../../../test/fixtures/pool-child.js', import.meta.url);

describe('ProcessPool', () => {
  let pool: ProcessPool;
  afterEach(() => pool.close());

  it('runs a task in a child and reports its progress', async () => {
    pool = new ProcessPool({ entry, size: 1, timeoutMs: 20_000 });
    const seen: number[] = [];
    const out = await pool.run<{ value: string; pid: number }>('echo', { value: 'hi' }, { onProgress: (p) => seen.push(p) });
    expect(out.value).toBe('hi');
    expect(out.pid).not.toBe(process.pid);
    expect(seen).toEqual([50]);
  }, 30_000);

  it('a refusal rejects with its data; a task past its time kills its child, and a new child takes the next task', async () => {
    pool = new ProcessPool({ entry, size: 1, timeoutMs: 20_000 });
    await expect(pool.run('refuse', {})).rejects.toEqual(new TaskError('no thanks', { code: 'TEST_REFUSED' }));
    const first = await pool.run<{ pid: number }>('echo', { value: 'a' });
    const spun = pool.run('spin', {}, { timeoutMs: 1000 });
    await expect(spun).rejects.toBeInstanceOf(PoolError);
    await expect(spun).rejects.toMatchObject({ reason: 'timeout', message: 'The file took longer than 1 s to process' });
    const next = await pool.run<{ pid: number }>('echo', { value: 'b' });
    expect(next.pid).not.toBe(first.pid);
    expect(pool.timeouts).toBe(1);
  }, 40_000);

  it('a child that dies rejects its task as crashed and is replaced', async () => {
    pool = new ProcessPool({ entry, size: 1, timeoutMs: 20_000 });
    await expect(pool.run('die', {})).rejects.toMatchObject({ reason: 'crashed' });
    expect((await pool.run<{ value: string }>('echo', { value: 'after' })).value).toBe('after');
    expect(pool.crashes).toBe(1);
  }, 40_000);

  it('answers busy at once when the queue is full', async () => {
    pool = new ProcessPool({ entry, size: 1, maxQueue: 1, timeoutMs: 5_000 });
    const running = pool.run('spin', {}, { timeoutMs: 3000 }).catch((err: unknown) => err);
    const waiting = pool.run('echo', { value: 'queued' });
    await expect(pool.run('echo', { value: 'one too many' })).rejects.toMatchObject({ reason: 'busy' });
    expect(await running).toBeInstanceOf(PoolError);
    expect(await waiting).toMatchObject({ value: 'queued' });
  }, 40_000);
});
