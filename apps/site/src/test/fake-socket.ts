/**
 * A stand-in for socket.io-client's socket in component tests: records what the page emits and lets the
 * test play server events. Use with `vi.mock('socket.io-client', () => ({ io: () => createFakeSocket() }))`.
 */
type Handler = (...args: unknown[]) => void;

export interface FakeSocket {
  connected: boolean;
  emitted: Array<{ event: string; args: unknown[] }>;
  on(event: string, handler: Handler): FakeSocket;
  off(event: string, handler: Handler): FakeSocket;
  once(event: string, handler: Handler): FakeSocket;
  emit(event: string, ...args: unknown[]): FakeSocket;
  removeAllListeners(): FakeSocket;
  close(): FakeSocket;
  connect(): FakeSocket;
  io: { on(event: string, handler: Handler): void; removeAllListeners(): void };
  /** Test side: deliver a server event to the page's listeners. */
  serverEmit(event: string, payload?: unknown): void;
}

export const fakeSockets: FakeSocket[] = [];

export function createFakeSocket(): FakeSocket {
  const handlers = new Map<string, Set<Handler>>();
  const managerHandlers = new Map<string, Set<Handler>>();
  const socket: FakeSocket = {
    connected: false,
    emitted: [],
    on(event, handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    once(event, handler) {
      const wrapped: Handler = (...args) => {
        socket.off(event, wrapped);
        handler(...args);
      };
      return socket.on(event, wrapped);
    },
    emit(event, ...args) {
      socket.emitted.push({ event, args });
      const ack = args[args.length - 1];
      if (event === 'conversation.join' && typeof ack === 'function') (ack as Handler)({ ok: true });
      return socket;
    },
    removeAllListeners() {
      handlers.clear();
      return socket;
    },
    close() {
      socket.connected = false;
      return socket;
    },
    connect() {
      return socket;
    },
    io: {
      on(event, handler) {
        managerHandlers.set(event, (managerHandlers.get(event) ?? new Set()).add(handler));
      },
      removeAllListeners() {
        managerHandlers.clear();
      },
    },
    serverEmit(event, payload) {
      if (event === 'connect') socket.connected = true;
      for (const h of [...(handlers.get(event) ?? [])]) h(payload);
    },
  };
  fakeSockets.push(socket);
  // Connect on the next tick, as a real socket does.
  setTimeout(() => socket.serverEmit('connect'), 0);
  return socket;
}
