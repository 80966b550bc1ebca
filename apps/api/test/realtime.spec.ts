import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './harness.js';

describe('socket endpoint /napi/notification', () => {
  let t: TestApp;
  let base: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  const connect = (cookie?: string) =>
    new Promise<{ socket: Socket; memberId: string | null }>((resolve, reject) => {
      const socket = io(base, {
        path: '/napi/notification',
        transports: ['websocket'],
        extraHeaders: cookie ? { cookie } : {},
        reconnection: false,
      });
      sockets.push(socket);
      socket.on('ready', (p: { memberId: string | null }) => resolve({ socket, memberId: p.memberId }));
      socket.on('connect_error', reject);
    });

  it('admits a visitor to the public channel only', async () => {
    const { memberId, socket } = await connect();
    expect(memberId).toBeNull();
    const pong = await socket.emitWithAck('ping');
    expect(typeof pong.at).toBe('string');
  });

  it('knows the member from the session cookie, and not from a forged one', async () => {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    const ok = await connect(`SID=${c.cookie('SID')}; UID=${m.id}`);
    expect(ok.memberId).toBe(m.id);
    const forged = await connect(`SID=forged-session-token; UID=${m.id}`);
    expect(forged.memberId).toBeNull();
  });
});
