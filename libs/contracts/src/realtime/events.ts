/**
 * Every socket.io event, server to client and client to server (ARCHITECTURE convention 6). Rooms:
 * `public` (every connection: chat counts and other public figures), `member:<id>` (one member's
 * browsers). Feature modules add their events here.
 */
export interface ServerToClientEvents {
  /** Sent once on connect: who the server thinks this connection belongs to. */
  ready: (payload: { memberId: string | null }) => void;
  /** The member's session ended elsewhere (logout, password reset, suspension). */
  'session.ended': (payload: Record<string, never>) => void;
}

export interface ClientToServerEvents {
  /** Round-trip check used by clients and health probes. */
  ping: (ack: (payload: { at: string }) => void) => void;
}

export const SOCKET_PATH = '/napi/notification';
export const PUBLIC_ROOM = 'public';
export const memberRoom = (memberId: string) => `member:${memberId}`;
