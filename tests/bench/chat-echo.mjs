// The baseline of `tests/bench/chat.mjs`: a bare socket.io server doing the transport part of the app's chat —
// `chat.join` puts the socket in the room's channel, `chat.say` acks and broadcasts `chat.message` to the room —
// with no framework, no session lookup, no checks, no database, no adapter.
//
// Mirrors: apps/api/src/modules/chat/chat.gateway.ts (path /napi/notification, websocket, channel `chat:<room id>`).
// The member a socket belongs to comes from the handshake's `auth.member` (the app reads the session cookie).
//
// Env: PORT (required), HOST (default 127.0.0.1); the shared part is echo-server.mjs.
import { startEchoServer } from './echo-server.mjs';

let seq = 0;
startEchoServer({
  name: 'chat-echo',
  onConnection: (socket, member, io) => {
    socket.on('chat.join', async (p, ack) => {
      await socket.join(`chat:${p.roomId}`);
      ack({ ok: true });
    });
    socket.on('chat.say', (p, ack) => {
      const message = { id: String(++seq), roomId: p.roomId, clientId: p.clientId, from: { id: member, nick: member, name: member, colour: 1 }, to: null, body: p.body, createdAt: new Date().toISOString() };
      io.to(`chat:${p.roomId}`).emit('chat.message', message);
      ack({ ok: true, message });
    });
  },
});
