import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@community/contracts';
import { SOCKET_RECONNECT_ATTEMPTS } from '@community/domain';
import { io, type Socket } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** connecting → open; a drop goes to reconnecting (up to 5 attempts, SPEC 7), then offline. */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface RealtimeState {
  status: RealtimeStatus;
  /** Grows on every successful (re)connect: a change means "fetch what you missed". */
  session: number;
}

export type SocketFactory = () => RealtimeSocket;

/**
 * The site's socket: same origin, path `/napi/notification`, the session cookie authenticates it. WebSocket
 * only (no long-polling): one connection that stays on the server process that accepted it, so several web
 * processes (the cluster supervisor, several app nodes) need no sticky routing.
 */
export const defaultSocketFactory: SocketFactory = () =>
  io({ path: SOCKET_PATH, transports: ['websocket'], reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS, autoConnect: true, withCredentials: true });

/**
 * One socket per browser tab, shared by every component that needs it: the first `acquire` opens it, the
 * last `release` closes it (logout releases everything). socket.io delivers at most once, so consumers
 * re-fetch what they missed whenever `session` changes.
 */
export function createRealtimeConnection(factory: SocketFactory = defaultSocketFactory) {
  let socket: RealtimeSocket | null = null;
  let users = 0;
  let state: RealtimeState = { status: 'idle', session: 0 };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<RealtimeState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  function open(): RealtimeSocket {
    const s = factory();
    set({ status: 'connecting' });
    s.on('connect', () => set({ status: 'open', session: state.session + 1 }));
    s.on('disconnect', (reason) => set({ status: reason === 'io client disconnect' ? 'idle' : 'reconnecting' }));
    s.io.on('reconnect_attempt', () => set({ status: 'reconnecting' }));
    s.io.on('reconnect_failed', () => set({ status: 'offline' }));
    return s;
  }

  return {
    acquire(): RealtimeSocket {
      users += 1;
      socket ??= open();
      return socket;
    },
    release(): void {
      users = Math.max(0, users - 1);
      if (users === 0 && socket) {
        socket.removeAllListeners();
        socket.io.removeAllListeners();
        socket.close();
        socket = null;
        set({ status: 'idle' });
      }
    },
    /** Start again after the 5 attempts ran out (the member pressed "retry" or the browser came back online). */
    retry(): void {
      if (socket && state.status === 'offline') socket.connect();
    },
    current: (): RealtimeSocket | null => socket,
    getState: (): RealtimeState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;

/** The tab's connection. Tests build their own with a fake socket factory. */
export const realtime: RealtimeConnection = createRealtimeConnection();
