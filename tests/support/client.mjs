// A member as the site sees the API, for the cluster and fault tests: a cookie jar, the double-submit CSRF
// header, requests to any node (a session made on one node is used on another), socket.io connections the way
// the site opens them (WebSocket only, the session cookie authenticates), and a message inbox that catches up
// after every reconnect exactly like the site's messaging client (`useMessagingSync.ts`: on each connect after
// the first, GET /api/conversations/updates?after=<highest message id seen>, page by page while `more`).
import http from 'node:http';
import { io } from 'socket.io-client';

/**
 * The answer's status and body: parsed JSON, or the text when it is not JSON.
 * @param {http.IncomingMessage} res
 * @returns {Promise<{ status: number | undefined, body: any }>}
 */
export function readBody(res) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('error', reject);
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      resolve({ status: res.statusCode, body });
    });
  });
}

export const DEMO_PASSWORD = 'demo-password-2026';
const SOCKET_PATH = '/napi/notification';
const HOST = 'localhost';
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

export class Member {
  /** @param {{ port: number }} node the node the member talks to until `via` moves it */
  constructor(node, name) {
    this.node = node;
    this.name = name;
    this.cookies = new Map();
    this.id = null;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keepCookies(res) {
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request to `node` (default: the member's node). Answers { status, body, headers }.
   * @param {string} method @param {string} pathname
   * @param {{ body?: unknown, node?: { port: number }, headers?: Record<string, string>, timeoutMs?: number }} [options]
   */
  request(method, pathname, { body, node = this.node, headers = {}, timeoutMs = 30_000 } = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const xsrf = this.cookies.get('XSRF-TOKEN');
      const req = http.request(
        {
          host: '127.0.0.1',
          port: node.port,
          path: pathname,
          method,
          agent,
          headers: {
            host: HOST,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
            ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': xsrf } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            this.keepCookies(res);
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode, body: parsed, headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathname}: timeout`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  get(pathname, opts) {
    return this.request('GET', pathname, opts);
  }
  post(pathname, body, opts = {}) {
    return this.request('POST', pathname, { ...opts, body });
  }
  put(pathname, body, opts = {}) {
    return this.request('PUT', pathname, { ...opts, body });
  }

  /** POST one file as multipart/form-data (part "file"), as the site's uploader does. */
  upload(pathname, { filename, contentType, data }, opts = {}) {
    const boundary = `----fault${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return this.rawPost(pathname, Buffer.concat([head, data, tail]), `multipart/form-data; boundary=${boundary}`, opts);
  }

  rawPost(pathname, payload, contentType, { node = this.node } = {}) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: node.port,
          path: pathname,
          method: 'POST',
          agent,
          headers: {
            host: HOST,
            accept: 'application/json',
            'content-type': contentType,
            'content-length': payload.length,
            cookie: this.cookieHeader(),
            'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
          },
        },
        (res) => readBody(res).then(resolve, reject),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The CSRF cookie (from /api/auth/*), then the login; returns the answer (200, 401, 429…). */
  async login(password = DEMO_PASSWORD, node = this.node) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/auth/validate', { node });
    const res = await this.post('/api/auth/login', { login: this.name, password }, { node });
    if (res.status === 200) this.id = res.body.data.profile.member.id;
    return res;
  }

  /** Who the session cookie belongs to on `node` (null: not logged in there). */
  async whoAmI(node = this.node) {
    const res = await this.get('/api/auth/validate', { node });
    return res.body?.data?.loggedIn ? res.body.data.userId : null;
  }

  /** A socket.io connection to `node` as the site opens it (WebSocket only, cookies in the handshake). */
  socket(node = this.node, opts = {}) {
    return io(`http://127.0.0.1:${node.port}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookieHeader(), host: HOST },
      reconnection: opts.reconnection ?? true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1_000,
      timeout: 5_000,
      forceNew: true,
    });
  }
}

/** Resolves on `event` (with its first argument), fails after `ms`. */
export function once(emitter, event, ms = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    emitter.once(event, (arg) => {
      clearTimeout(timer);
      resolve(arg);
    });
  });
}

/** Resolves on the first `event` whose argument satisfies `match`, fails after `ms`. */
export function onceWhere(emitter, event, match, ms = 10_000) {
  return new Promise((resolve, reject) => {
    const listener = (arg) => {
      if (!match(arg)) return;
      clearTimeout(timer);
      emitter.off(event, listener);
      resolve(arg);
    };
    const timer = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    emitter.on(event, listener);
  });
}

/** A socket's 'ready' event after connecting: the server names the member it authenticated. */
export async function connected(socket, ms = 10_000) {
  const ready = await once(socket, 'ready', ms);
  return ready.memberId;
}

/** emit with an ack, as a promise. */
export function ask(socket, event, payload, ms = 10_000) {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit(event, payload, (err, answer) => (err ? reject(err) : resolve(answer)));
  });
}

/**
 * A browser tab's view of its member's messages: one socket (WebSocket only), what arrived over it
 * (`message.new`) and what the reconnect catch-up filled in, each message id counted once (as the site's
 * thread cache keeps it), and how many socket deliveries were repeats. When the socket drops it reconnects to
 * the next node of `nodes` (what the reverse proxy does when a node is gone) and, like the site, catches up
 * once after every connect but the first; a failed catch-up is recorded, not retried (the site does not retry).
 */
export class Inbox {
  constructor(member, nodes, { start = 0 } = {}) {
    this.member = member;
    this.nodes = nodes;
    this.at = start % nodes.length;
    this.ids = new Map(); // id → 'socket' | 'resync'
    this.socketRepeats = 0;
    this.connects = 0;
    this.drops = 0;
    this.resyncs = 0;
    this.resyncErrors = [];
    this.syncing = Promise.resolve();
    this.closed = false;
    this.first = new Promise((resolve) => (this.onFirst = resolve));
    this.open();
  }

  open() {
    if (this.closed) return;
    const node = this.nodes[this.at];
    const socket = this.member.socket(node, { reconnection: false });
    this.socket = socket;
    socket.on('message.new', (event) => {
      const id = event.message.id;
      if (this.ids.has(id)) {
        if (this.ids.get(id) === 'socket') this.socketRepeats += 1;
      } else this.ids.set(id, 'socket');
    });
    socket.on('ready', (ready) => {
      this.connects += 1;
      this.node = node;
      if (this.connects === 1) return this.onFirst(ready.memberId);
      this.syncing = this.syncing.then(() => this.catchUp(node)).catch((err) => {
        this.resyncErrors.push(err.message);
      });
    });
    const again = () => {
      if (this.closed || this.socket !== socket) return;
      socket.removeAllListeners();
      socket.close();
      this.at = (this.at + 1) % this.nodes.length;
      setTimeout(() => this.open(), 250);
    };
    socket.on('disconnect', () => {
      this.drops += 1;
      again();
    });
    socket.on('connect_error', again);
  }

  /** Reconnect to `node` now (a tab reloaded behind the proxy); resolves once connected there. */
  async moveTo(node) {
    const old = this.socket;
    old.removeAllListeners();
    old.close();
    this.at = this.nodes.indexOf(node);
    this.open();
    while (!(this.socket.connected && this.node === node)) await new Promise((r) => setTimeout(r, 50));
  }

  /** The member id the server named on the first connect. */
  ready() {
    return this.first;
  }

  close() {
    this.closed = true;
    this.socket.removeAllListeners();
    this.socket.close();
  }

  highest() {
    let max = null;
    for (const id of this.ids.keys()) if (max === null || BigInt(id) > max) max = BigInt(id);
    return max === null ? null : max.toString();
  }

  /** useMessagingSync's reconnect catch-up: up to 10 pages after the highest id seen. */
  async catchUp(node = this.node) {
    this.resyncs += 1;
    let after = this.highest() ?? '0';
    for (let round = 0; round < 10; round++) {
      const res = await this.member.get(`/api/conversations/updates?after=${after}`, { node });
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}: ${JSON.stringify(res.body)}`);
      const page = res.body.data;
      for (const m of page.items) if (!this.ids.has(m.id)) this.ids.set(m.id, 'resync');
      const last = page.items[page.items.length - 1];
      if (!page.more || !last) break;
      after = last.id;
    }
  }

  count(source) {
    return [...this.ids.values()].filter((s) => s === source).length;
  }
}
