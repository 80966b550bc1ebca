import { SOCKET_RECONNECT_ATTEMPTS } from '@community/domain';
import { describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type RealtimeSocket } from './connection';
import { createFakeSocket, type FakeSocket } from '../../test/fake-socket';

const ioMock = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io: ioMock }));

describe('realtime connection', () => {
  it('opens one socket for many users, counts (re)connects, and closes with the last user', async () => {
    const sockets: FakeSocket[] = [];
    const managerHandlers: Record<string, () => void> = {};
    const conn = createRealtimeConnection(() => {
      const s = createFakeSocket();
      s.io.on = (event: string, handler: () => void) => void (managerHandlers[event] = handler);
      sockets.push(s);
      return s as unknown as RealtimeSocket;
    });
    const a = conn.acquire();
    const b = conn.acquire();
    expect(a).toBe(b);
    expect(conn.getState()).toEqual({ status: 'connecting', session: 0 });
    await new Promise((r) => setTimeout(r, 1));
    expect(conn.getState()).toEqual({ status: 'open', session: 1 });
    sockets[0]!.serverEmit('disconnect', 'transport close');
    expect(conn.getState().status).toBe('reconnecting');
    sockets[0]!.serverEmit('connect');
    expect(conn.getState()).toEqual({ status: 'open', session: 2 });
    managerHandlers.reconnect_failed?.();
    expect(conn.getState().status).toBe('offline');
    conn.release();
    expect(conn.current()).toBe(a);
    conn.release();
    expect(conn.current()).toBeNull();
    expect(conn.getState().status).toBe('idle');
  });

  it('asks socket.io for the SPEC’s path and 5 reconnect attempts', async () => {
    ioMock.mockReturnValue(createFakeSocket());
    const { defaultSocketFactory } = await import('./connection');
    defaultSocketFactory();
    expect(ioMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/napi/notification', reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS }));
    expect(SOCKET_RECONNECT_ATTEMPTS).toBe(5);
  });
});
