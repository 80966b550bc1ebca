import type { ServerToClientEvents } from '@community/contracts';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/useAuth';
import { realtime as defaultConnection, type RealtimeConnection, type RealtimeSocket, type RealtimeState } from './connection';

/** Which connection the hooks use; tests provide one with a fake socket. */
export const RealtimeConnectionContext = createContext<RealtimeConnection>(defaultConnection);

/**
 * The shared socket while a member is logged in (SPEC 4: opened when logged in, closed on logout); null for
 * guests. Every component using it holds one reference; the socket closes when the last lets go.
 */
export function useRealtimeSocket(): { socket: RealtimeSocket | null; state: RealtimeState; retry: () => void } {
  const connection = useContext(RealtimeConnectionContext);
  const { loggedIn } = useAuth();
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    if (!loggedIn) return undefined;
    setSocket(connection.acquire());
    return () => {
      setSocket(null);
      connection.release();
    };
  }, [connection, loggedIn]);
  const state = useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
  return { socket, state, retry: connection.retry };
}

/** Listens to one typed server event while mounted; the latest handler is always called. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(socket: RealtimeSocket | null, event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return undefined;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) => (latest.current as (...a: typeof args) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
