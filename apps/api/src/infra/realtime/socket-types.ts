import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@community/contracts';

/**
 * The typed socket server and socket of the one endpoint (`/napi/notification`), for feature modules whose
 * Nest gateways share it: they name these types, never socket.io (ARCHITECTURE: only infra knows socket.io).
 * `D` is what the module keeps on each socket beside the member id the realtime gateway sets.
 */
export type RealtimeServer<D extends { memberId: string | null }> = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>;
export type RealtimeSocket<D extends { memberId: string | null }> = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>;

/**
 * Emits to rooms of a socket server handed over by a gateway's `afterInit` (each module keeps its own).
 * Typed by the contract's server-to-client events.
 */
export class RoomEmitter<D extends { memberId: string | null }> {
  private server?: RealtimeServer<D>;

  constructor(private readonly name: string) {}

  attach(server: RealtimeServer<D>): void {
    this.server = server;
  }

  get attached(): boolean {
    return this.server !== undefined;
  }

  private io(): RealtimeServer<D> {
    if (!this.server) throw new Error(`the ${this.name} gateway is not initialised`);
    return this.server;
  }

  /** To every socket in any of `rooms` (on every node, through the adapter); throws before the gateway is up. */
  to<E extends keyof ServerToClientEvents>(rooms: string | string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io().to(rooms).emit(event, ...args);
  }

  /** As `to`, but says nothing (rather than throwing) before the gateway is up. */
  toIfAttached<E extends keyof ServerToClientEvents>(rooms: string | string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server?.to(rooms).emit(event, ...args);
  }

  /** Every socket in room `of` (on every node) leaves room `room`. */
  leave(of: string, room: string): void {
    this.io().in(of).socketsLeave(room);
  }
}
