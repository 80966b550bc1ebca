// The baseline of `tests/bench/messaging.mjs`: a bare socket.io server doing the transport part of the app's
// message delivery and nothing else — an HTTP POST comes in, the message goes out as `message.new` to the
// recipient's member room — with no framework, no session lookup, no database, no transaction, no adapter.
//
// Mirrors: apps/api/src/infra/realtime/realtime.gateway.ts (path /napi/notification, websocket, one room per
// member, `message.new` to `member:<id>`) and POST /api/conversations/{id}/messages answering 201 with JSON.
// The member a socket belongs to comes from the handshake's `auth.member` (the app reads the session cookie).
//
// Env: PORT (required), HOST (default 127.0.0.1); the shared part is echo-server.mjs.
import { startEchoServer } from './echo-server.mjs';

let seq = 0;
startEchoServer({
  name: 'messaging-echo',
  onRequest: (req, res, io) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/send/')) {
      res.writeHead(404).end();
      return;
    }
    const to = decodeURIComponent(req.url.slice('/send/'.length));
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      const message = { id: String(++seq), body: body.message, createdAt: new Date().toISOString() };
      io.to(`member:${to}`).emit('message.new', { conversationId: to, message, unread: 1, totalUnread: 1, isGroup: false, folder: 'inbox' });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { message } }));
    });
  },
  onConnection: (socket, member) => {
    if (member) void socket.join(`member:${member}`);
  },
});
