// The baseline of `tests/bench/chat.mjs`: a bare socket.io server doing the transport part of the app's chat —
// `chat.join` puts the socket in the room's channel, `chat.say` acks and broadcasts `chat.message` to the room —
// with no framework, no session lookup, no checks, no database, no adapter.
//
// Mirrors: apps/api/src/modules/chat/chat.gateway.ts (path /napi/notification, websocket, channel `chat:<room id>`).
// The member a socket belongs to comes from the handshake's `auth.member` (the app reads the session cookie).
//
// Env: PORT (required), HOST (default 127.0.0.1).
import http from 'node:http';
import { Server } from 'socket.io';

const PORT = Number(process.env.PORT);
const HOST = process.env.HOST ?? '127.0.0.1';
if (!PORT) {
  console.error('chat-echo: PORT is required');
  process.exit(2);
}

let seq = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  res.writeHead(404).end();
});

const io = new Server(server, { path: '/napi/notification', serveClient: false, transports: ['websocket'] });
io.on('connection', (socket) => {
  const member = socket.handshake.auth?.member;
  void socket.join('public');
  socket.emit('ready', { memberId: typeof member === 'string' ? member : null });
  socket.on('chat.join', async (p, ack) => {
    await socket.join(`chat:${p.roomId}`);
    ack({ ok: true });
  });
  socket.on('chat.say', (p, ack) => {
    const message = { id: String(++seq), roomId: p.roomId, clientId: p.clientId, from: { id: member, nick: member, name: member, colour: 1 }, to: null, body: p.body, createdAt: new Date().toISOString() };
    io.to(`chat:${p.roomId}`).emit('chat.message', message);
    ack({ ok: true, message });
  });
});

server.listen(PORT, HOST);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => io.close(() => process.exit(0)));
