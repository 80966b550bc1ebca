/** Resolves a socket handshake's cookies to a member id (implemented by the auth module). */
export interface SocketAuthenticator {
  memberIdFor(sid: string | undefined, uid: string | undefined): Promise<string | null>;
}
export const SOCKET_AUTHENTICATOR = Symbol('SOCKET_AUTHENTICATOR');
