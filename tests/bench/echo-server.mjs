// What the socket.io baselines (chat-echo.mjs, messaging-echo.mjs) share, and nothing an app would add: a bare
// HTTP server answering GET /healthz, socket.io on the app's path (/napi/notification, websocket only), every
// socket in the `public` channel and told `ready` with the member its handshake names (`auth.member`; the app
// reads the session cookie instead), and a clean exit on SIGTERM/SIGINT.
//
// Env: PORT (required), HOST (default 127.0.0.1).
import http from 'node:http';
import { Server } from 'socket.io';

/**
 * Starts the baseline `name`. `onRequest(req, res, io)` answers what is not /healthz (default 404);
 * `onConnection(socket, member, io)` sets a socket up before it is told `ready`.
 *
 * @param {{
 *   name: string,
 *   onRequest?: (req: http.IncomingMessage, res: http.ServerResponse, io: Server) => void,
 *   onConnection?: (socket: import('socket.io').Socket, member: string | null, io: Server) => void,
 * }} options
 * @returns {Server}
 */
export function startEchoServer({ name, onRequest = (_req, res) => res.writeHead(404).end(), onConnection = () => undefined }) {
  const PORT = Number(process.env.PORT);
  const HOST = process.env.HOST ?? '127.0.0.1';
  if (!PORT) {
    console.error(`${name}: PORT is required`);
    process.exit(2);
  }
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    onRequest(req, res, io);
  });
  const io = new Server(server, { path: '/napi/notification', serveClient: false, transports: ['websocket'] });
  io.on('connection', (socket) => {
    const member = typeof socket.handshake.auth?.member === 'string' ? socket.handshake.auth.member : null;
    void socket.join('public');
    onConnection(socket, member, io);
    socket.emit('ready', { memberId: member });
  });
  // The bench's client keeps connections alive between sends; do not close them under it (Node's default is 5 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(PORT, HOST);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => io.close(() => process.exit(0)));
  return io;
}
