import { appForTests } from './harness.js';
import { socketsForTests } from './support/sockets.js';

describe('socket endpoint /napi/notification', () => {
  const t = appForTests();
  const sockets = socketsForTests(t);

  const connect = (cookie?: string) => sockets.open(cookie);

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
