// `npm run soak` (`node tests/soak/soak.mjs [flags]`): the soak of issue 16 — the built app under a realistic mix
// for a long time at half its measured capacity, watching every process's resident memory and the latency over
// time. Expects a build (`npm run build`); builds nothing.
//
// 1. Starts `node apps/api/dist/main.js --seed-demo` as `npm start` would (the cluster supervisor with
//    WEB_CONCURRENCY web workers, default one per CPU, and the jobs process; WEB_CONCURRENCY=1: one process)
//    against a fresh database on the machine's PostgreSQL (created and dropped per run; tests/support/nodes.mjs).
// 2. Registers --members members through the API on the kiwi variant (a free site, so new members may start
//    conversations), confirms each from the e-mail the jobs process writes to DATA_DIR/mail, logs them in, sets a
//    town (New Zealand), connects one socket each (the site's way: WebSocket, session cookie) and puts them into
//    the variant's chat rooms; each member opens two conversations with others.
// 3. Capacity: after a --warmup (10 s) of the mix at 4 in flight, a closed-loop ramp (2, 4, 8, 16, 32 operations in
//    flight, --ramp-step seconds each); the capacity is the best throughput of a step whose p99 stays within
//    --p99-limit ms with no 5xx or failure, or, when no step manages that (a machine busy with other work), the
//    peak throughput of the ramp (saturation), which the output says.
// 4. Soak: an open-loop load at --load-fraction (0.5) of that rate for --minutes (30): each operation is due at its
//    time whatever happened before (latency counts from the due time, so a stall is not hidden). The mix:
//      browse 54 % — home layout (as member and as guest), the authed profile, member profiles, explore, the
//                    activity feed, the inbox, the stories list, a story and its chapter (stories site);
//      search 12 % — member search (distance and age by distance, newest, online women);
//      message 15 % — POST a message into a member's conversation; the recipient's socket must get message.new;
//      chat 15 %   — chat.say into the member's room; every socket in the room must get chat.message;
//      upload 4 %  — POST /api/media of a small JPEG (640×480, made with sharp);
//    (percentages before caps) caps keep each member under the app's limits (30 messages a minute, chat flood control).
//    Every --sample seconds (30) it records per process of the app's tree (found through /proc: supervisor,
//    web workers, jobs process, media pool children) VmRSS — the reading, and the floor: the lowest of the
//    readings taken every 5 s in the interval — and the interval's operations, p50/p99 and errors.
// 5. Prints the tables over time and, per process, the RSS slope (least squares, MB per 10 minutes) of the floors
//    over the second half of the run (after warm-up), beside the slope of the single readings.
//
// Exit 1 when: any answer is 5xx or a request fails outright (reset, timeout, shed because too many were in
// flight); an app process exits or the supervisor counts a restart; a message or chat line accepted by the app
// is not delivered to every socket that should get it (or is delivered twice), or a socket drops; or a process's
// RSS slope exceeds --max-slope MB per 10 minutes (judged only when the second half holds ≥ 10 samples, i.e.
// runs of 10 minutes or more). 4xx answers are counted and listed but do not fail the run.
//
// Why the floors, and --max-slope 10 (MB per 10 min): a web worker's single RSS readings swing by 20–40 MB with
// the garbage collector's rhythm (in a 30-minute run a web worker with no growth at all gave a slope of −18.5 MB
// per 10 minutes over its single readings), while the floor of each interval — where a collection left the heap —
// moves little; a leak raises the floor. sharp/libvips keeps an operation cache of up to 50 MB in the media pool
// children, and a heap that has settled still moves by a few MB, so a strict 0 would flag noise. 10 MB per 10
// minutes is 1.4 GB a day: a leak of that size would exhaust a typical 1–2 GB container within a day, which is
// what a soak must catch; at the ~10 operations a second a busy 2-CPU machine sustains at half capacity it is
// ~1.7 kB kept per operation (less at higher rates).
//
// Flags: --minutes N (30), --members N (50), --rate R (skip the ramp, use R operations/s), --load-fraction F
// (0.5), --warmup S (10), --ramp-step S (5), --p99-limit MS (1000), --sample S (30), --max-slope MB (10), --drain S (15),
// --json FILE (the figures as JSON). The machine's other work shows in the figures: the load average is printed
// beside each sample.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cmdlineOf, cpuTicks, environOf, inBatches, parentOf, percentile, processTree, rssOf, slope, table, TICK_MS } from '../bench/measure.mjs';
import { connected, Member, ask } from '../support/client.mjs';
import { appEnv, delay, freshDatabase, getJson, requireBuild, startSupervisor, stopAll, tempDir } from '../support/nodes.mjs';

const argv = process.argv.slice(2);
const MINUTES = num('minutes', 30, 0.1);
const MEMBERS = num('members', 50, 4);
const FIXED_RATE = argv.includes('--rate') ? num('rate', 0, 0.1) : undefined;
const LOAD_FRACTION = num('load-fraction', 0.5, 0.01);
const RAMP_STEP_S = num('ramp-step', 5, 1);
const P99_LIMIT_MS = num('p99-limit', 1000, 1);
const SAMPLE_S = num('sample', 30, 1);
const MAX_SLOPE = num('max-slope', 10, 0);
const DRAIN_S = num('drain', 15, 1);
const JSON_FILE = str('json');
const RAMP_CONCURRENCY = [2, 4, 8, 16, 32];
const WARMUP_S = num('warmup', 10, 0);
const MAX_INFLIGHT = 2000;
const MIN_SLOPE_SAMPLES = 10;
const RSS_POLL_S = 5;
const KIWI = 'kiwi.localhost';
const STORIES = 'stsp.localhost';
const PASSWORD = `Soak-${randomBytes(9).toString('base64url')}-2026`;
// Per member: messages a minute stay under the app's 30 (libs/domain MESSAGES_PER_MINUTE); chat lines under
// flood control's 1 a second after a burst of 5, with room to spare.
const MESSAGES_PER_MEMBER_PER_S = 20 / 60;
const CHAT_PER_MEMBER_PER_S = 0.4;
const TOWNS = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Napier', 'Nelson'];
const DEMO_PROFILES = ['kiwi_member', 'gold_uk', 'platinum_uk', 'lush_member', 'free_us', 'writer', 'reader'];

function num(flag, def, min) {
  const i = argv.indexOf(`--${flag}`);
  if (i < 0) return def;
  const n = Number(argv[i + 1]);
  if (!Number.isFinite(n) || n < min) usage(`--${flag} must be a number ≥ ${min} (got "${argv[i + 1]}")`);
  return n;
}
function str(flag) {
  const i = argv.indexOf(`--${flag}`);
  if (i < 0) return undefined;
  if (!argv[i + 1] || argv[i + 1].startsWith('--')) usage(`--${flag} needs a value`);
  return argv[i + 1];
}
function usage(message) {
  console.error(`soak: ${message}`);
  process.exit(2);
}
const t0 = Date.now();
let stopping = false;
const log = (m) => console.log(`[soak ${((Date.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${m}`);
const fmt = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');

// ---- the mix -------------------------------------------------------------------------------------------------
/** Operation kinds, their family (for the figures) and weight in the mix. */
const MIX = [
  { kind: 'layout', family: 'browse', weight: 6 },
  { kind: 'layout-guest', family: 'browse', weight: 4 },
  { kind: 'auth-profile', family: 'browse', weight: 5 },
  { kind: 'profile', family: 'browse', weight: 10 },
  { kind: 'explore', family: 'browse', weight: 7 },
  { kind: 'activity', family: 'browse', weight: 4 },
  { kind: 'inbox', family: 'browse', weight: 5 },
  { kind: 'stories', family: 'browse', weight: 6 },
  { kind: 'story', family: 'browse', weight: 4 },
  { kind: 'chapter', family: 'browse', weight: 3 },
  { kind: 'search', family: 'search', weight: 12 },
  { kind: 'message', family: 'message', weight: 15 },
  { kind: 'chat', family: 'chat', weight: 15 },
  { kind: 'upload', family: 'upload', weight: 4 },
];
const FAMILIES = ['browse', 'search', 'message', 'chat', 'upload'];

/**
 * The mix at `rate` operations a second, with message and chat weights cut to what `members` members may send
 * (the cut share goes to browsing); returns a deterministic, well-spread sequence of kinds to cycle through.
 */
function mixSequence(rate, members) {
  const total = MIX.reduce((s, m) => s + m.weight, 0);
  const weights = MIX.map((m) => ({ ...m }));
  const capShare = (kind, perMemberPerS) => {
    const entry = weights.find((w) => w.kind === kind);
    const maxShare = (members * perMemberPerS) / Math.max(rate, 1e-9);
    const share = entry.weight / total;
    if (share > maxShare) {
      const cut = (share - maxShare) * total;
      entry.weight -= cut;
      weights.find((w) => w.kind === 'profile').weight += cut;
    }
  };
  capShare('message', MESSAGES_PER_MEMBER_PER_S);
  capShare('chat', CHAT_PER_MEMBER_PER_S);
  // 1,000 slots dealt by largest remainder, then interleaved (each kind spread evenly over the cycle).
  const slots = 1000;
  const sum = weights.reduce((s, w) => s + w.weight, 0);
  const counts = weights.map((w) => Math.floor((w.weight / sum) * slots));
  let left = slots - counts.reduce((a, b) => a + b, 0);
  weights
    .map((w, i) => ({ i, rem: (w.weight / sum) * slots - counts[i] }))
    .sort((a, b) => b.rem - a.rem)
    .forEach(({ i }) => left-- > 0 && counts[i]++);
  const placed = [];
  weights.forEach((w, i) => {
    for (let k = 0; k < counts[i]; k++) placed.push({ kind: w.kind, pos: (k + 0.5) / counts[i] + i * 1e-6 });
  });
  return { sequence: placed.sort((a, b) => a.pos - b.pos).map((p) => p.kind), shares: weights.map((w) => /** @type {[string, number]} */ ([w.kind, w.weight / sum])) };
}

// ---- figures ---------------------------------------------------------------------------------------------------
class Stats {
  constructor() {
    this.reset();
  }
  reset() {
    this.latencies = [];
    this.byFamily = Object.fromEntries(FAMILIES.map((f) => [f, []]));
    this.status4xx = 0;
    this.status5xx = 0;
    this.failures = 0; // transport errors, timeouts, shed, chat acks missing
    this.refused = 0; // chat acks with ok: false
    this.started = performance.now();
  }
}
const interval = new Stats();
const whole = new Stats();
const problems = new Map(); // "kind status/message" → count
const familyOf = Object.fromEntries(MIX.map((m) => [m.kind, m.family]));

function record(kind, ms, outcome) {
  for (const s of [interval, whole]) {
    s.latencies.push(ms);
    s.byFamily[familyOf[kind]].push(ms);
    if (outcome === 'ok') continue;
    if (outcome.startsWith('5')) s.status5xx++;
    else if (outcome.startsWith('4')) s.status4xx++;
    else if (outcome.startsWith('refused')) s.refused++;
    else s.failures++;
  }
  if (outcome !== 'ok') {
    const key = `${kind} ${outcome}`;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  }
}

// ---- members -----------------------------------------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A multipart upload with the member's cookies (client.mjs speaks JSON only). */
function upload(node, member, jpeg) {
  const boundary = `----soak${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_${randomBytes(3).toString('hex')}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: node.port,
        path: '/api/media?visibility=members',
        method: 'POST',
        agent,
        headers: {
          host: KIWI,
          cookie: member.cookieHeader(),
          'x-xsrf-token': member.cookies.get('XSRF-TOKEN') ?? '',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          member.keepCookies(res);
          resolve({ status: res.statusCode });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes), as the mail files are written. */
function quotedPrintable(text) {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The confirmation token from the member's e-mail in DATA_DIR/mail (written by the jobs process). */
async function confirmationToken(mailDir, email, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = existsSync(mailDir) ? readdirSync(mailDir).find((f) => f.includes('auth.confirm') && f.endsWith(`${email}.eml`)) : undefined;
    if (file) {
      const text = quotedPrintable(readFileSync(path.join(mailDir, file), 'utf8'));
      const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await delay(250);
  }
  throw new Error(`no confirmation e-mail for ${email} in ${mailDir} within ${timeoutMs / 1000} s`);
}

async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

async function setUpMembers(node, dataDir, deliveries) {
  const run = randomBytes(2).toString('hex');
  const mailDir = path.join(dataDir, 'mail');
  const kiwi = { headers: { host: KIWI } };
  const members = [];
  await inBatches(
    Array.from({ length: MEMBERS }, (_, i) => i),
    5,
    async (i) => {
      const name = `soak${run}_${i}`;
      const m = /** @type {Member & { index?: number, email?: string }} */ (new Member(node, name));
      m.index = i;
      m.email = `${name}@soak.invalid`;
      await m.get('/api/auth/validate', kiwi);
      const year = 1960 + ((i * 7) % 40);
      await expectStatus(
        await m.post('/api/auth/register', { name, email: m.email, password: PASSWORD, dateOfBirth: `${year}-0${1 + (i % 9)}-1${i % 10}`, genders: ['f', 'm', 'mf', 'f', 'm', 'ff', 't'][i % 7] }, kiwi),
        201,
        `registering ${name}`,
      );
      members[i] = m;
    },
  );
  log(`${MEMBERS} members registered; confirming from their e-mails`);
  await inBatches(members, 10, async (m) => {
    const token = await confirmationToken(mailDir, m.email);
    await expectStatus(await m.post('/api/auth/confirm', { token }, kiwi), 200, `confirming ${m.name}`);
    const res = await m.request('POST', '/api/auth/login', { body: { login: m.name, password: PASSWORD }, headers: { host: KIWI } });
    await expectStatus(res, 200, `logging in ${m.name}`);
    m.id = res.body.data.profile.member.id;
  });
  // Towns: the place ids of New Zealand towns, from the app's own place search (members only).
  const places = [];
  for (const town of TOWNS) {
    const res = await members[0].get(`/api/location/geocomplete?q=${encodeURIComponent(town)}`, kiwi);
    const nz = res.body?.data?.find((p) => p.country === 'NZ');
    if (nz) places.push(nz.id);
  }
  if (!places.length) throw new Error('place search found no New Zealand town');
  await inBatches(members, 10, async (m) => {
    await expectStatus(await m.put('/api/me/location', { placeId: places[m.index % places.length] }, kiwi), 200, `setting ${m.name}'s town`);
  });
  log(`${MEMBERS} members confirmed, logged in and placed in ${places.length} towns`);

  // Chat rooms of the variant; members dealt to them in turn.
  const rooms = (await expectStatus(await members[0].get('/api/chat/rooms', kiwi), 200, 'listing chat rooms')).data.items.filter((r) => r.kind === 'system');
  if (!rooms.length) throw new Error('the kiwi variant has no system chat rooms');
  const roomMembers = rooms.map(() => []);
  let drops = 0;
  await inBatches(members, 10, async (m) => {
    m.room = m.index % rooms.length;
    m.roomId = rooms[m.room].id;
    const socket = m.socket(node, { reconnection: false });
    socket.on('message.new', (e) => deliveries.onMessage(m, e.message));
    socket.on('chat.message', (e) => deliveries.onChat(m, e));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') {
        drops++;
        log(`socket of ${m.name} dropped: ${reason}`);
      }
    });
    const memberId = await connected(socket, 30_000);
    if (memberId !== m.id) throw new Error(`${m.name}'s socket authenticated as ${memberId}`);
    const joined = await ask(socket, 'chat.join', { roomId: m.roomId }, 30_000);
    if (!joined?.ok) throw new Error(`chat.join refused for ${m.name}: ${JSON.stringify(joined)}`);
    m.sock = socket;
    roomMembers[m.room].push(m);
  });
  log(`${MEMBERS} sockets connected, in ${rooms.length} chat rooms (${rooms.map((r, i) => `${r.name}: ${roomMembers[i].length}`).join(', ')})`);

  // Two conversations per member (with the next member and the one seven on), opened through the API.
  for (const m of members) m.conversations = [];
  await inBatches(members, 10, async (m) => {
    for (const step of [1, 7 % MEMBERS || 2]) {
      const to = members[(m.index + step) % MEMBERS];
      if (to === m) continue;
      const res = await m.post('/api/conversations', { recipientIds: [to.id], clientId: randomUUID(), message: `hello ${to.name}` }, kiwi);
      await expectStatus(res, 201, `${m.name} starting a conversation with ${to.name}`);
      m.conversations.push({ id: res.body.data.conversation.id, to });
    }
  });
  log(`${members.reduce((s, m) => s + m.conversations.length, 0)} conversations opened`);
  return { members, rooms, roomMembers, drops: () => drops };
}

/** Deliveries seen on the sockets, against what the app accepted. */
class Deliveries {
  constructor() {
    this.messages = new Map(); // tag → { to, delivered }
    this.chats = new Map(); // tag → { expected: Set of member names, got: Set }
    this.messageDup = 0;
    this.chatDup = 0;
    this.foreign = 0;
  }
  onMessage(m, message) {
    const tag = /^soak-m (\S+)/.exec(message.body)?.[1];
    if (!tag) return; // the set-up "hello" messages, and the sender's own copies below
    const entry = this.messages.get(tag);
    if (!entry || message.sender?.id === m.id) return; // the sender's other tabs get their own message too
    if (entry.to !== m) return void this.foreign++;
    if (entry.delivered) this.messageDup++;
    else entry.delivered = true;
  }
  onChat(m, line) {
    const tag = /^soak-c (\S+)/.exec(line.body ?? '')?.[1];
    if (!tag) return;
    const entry = this.chats.get(tag);
    if (!entry) return;
    if (!entry.expected.has(m)) return void this.foreign++;
    if (entry.got.has(m)) this.chatDup++;
    else entry.got.add(m);
  }
  counts() {
    let sent = 0;
    let delivered = 0;
    for (const e of this.messages.values())
      if (e.accepted) {
        sent++;
        if (e.delivered) delivered++;
      }
    let chatSent = 0;
    let chatExpected = 0;
    let chatGot = 0;
    for (const e of this.chats.values())
      if (e.accepted) {
        chatSent++;
        chatExpected += e.expected.size;
        chatGot += e.got.size;
      }
    return { sent, delivered, chatSent, chatExpected, chatGot };
  }
}

// ---- operations ---------------------------------------------------------------------------------------------------
function operations(node, world, deliveries, jpegs, stories) {
  const { members, roomMembers } = world;
  const kiwi = { headers: { host: KIWI } };
  const stsp = { headers: { host: STORIES } };
  const next = Object.fromEntries(MIX.map((m) => [m.kind, 0]));
  const pick = (kind) => members[next[kind]++ % members.length];
  let seq = 0;
  const searches = ['/api/search?distance=200&ageMin=25&ageMax=55&sort=distance&limit=24', '/api/search?sort=newest&limit=24', '/api/search?gender=f&online=true&limit=24'];
  const get = async (m, pathname, opts = kiwi) => {
    const res = await m.get(pathname, opts);
    return res.status === 200 ? 'ok' : String(res.status);
  };
  const guest = new Member(node, 'guest');
  return {
    layout: (m) => get(m, '/api/layout'),
    'layout-guest': () => get(guest, '/api/layout'),
    'auth-profile': (m) => get(m, '/api/auth/profile'),
    profile: (m) => {
      const i = seq++;
      const name = i % 3 === 0 ? DEMO_PROFILES[i % DEMO_PROFILES.length] : members[(m.index + 1 + (i % (members.length - 1))) % members.length].name;
      return get(m, `/api/users/${name}`);
    },
    explore: (m) => get(m, '/api/explore'),
    activity: (m) => get(m, '/api/activity'),
    inbox: (m) => get(m, '/api/conversations'),
    stories: (m) => get(m, seq++ % 2 ? '/api/stories?limit=20' : '/api/stories?genre=romance&limit=20', stsp),
    story: (m) => get(m, `/api/stories/${stories[seq++ % stories.length].slug}`, stsp),
    chapter: (m) => get(m, `/api/stories/${stories[seq++ % stories.length].id}/chapters/1`, stsp),
    search: (m) => get(m, searches[seq++ % searches.length]),
    message: async (m) => {
      const conv = m.conversations[seq++ % m.conversations.length];
      const tag = `${m.index}.${randomBytes(5).toString('hex')}`;
      const entry = { to: conv.to, delivered: false, accepted: false };
      deliveries.messages.set(tag, entry);
      const res = await m.post(`/api/conversations/${conv.id}/messages`, { clientId: randomUUID(), message: `soak-m ${tag} from ${m.name}` }, kiwi);
      if (res.status === 201) entry.accepted = true;
      return res.status === 201 ? 'ok' : String(res.status);
    },
    chat: async (m) => {
      const tag = `${m.index}.${randomBytes(5).toString('hex')}`;
      const entry = { expected: new Set(roomMembers[m.room]), got: new Set(), accepted: false };
      deliveries.chats.set(tag, entry);
      let reply;
      try {
        reply = await ask(m.sock, 'chat.say', { roomId: m.roomId, clientId: randomUUID(), body: `soak-c ${tag} ${m.name} says hello` }, 30_000);
      } catch (err) {
        return `no ack (${err.message})`;
      }
      if (reply?.ok) entry.accepted = true;
      return reply?.ok ? 'ok' : `refused ${reply?.code ?? JSON.stringify(reply)}`;
    },
    upload: async (m) => {
      const res = await upload(node, m, jpegs[seq++ % jpegs.length]);
      return res.status === 201 || res.status === 202 ? 'ok' : String(res.status);
    },
    pick,
  };
}

/** Runs one operation; records its latency from `due` (performance.now() time) and its outcome. */
async function runOp(ops, kind, due) {
  const m = ops.pick(kind);
  let outcome;
  try {
    outcome = await ops[kind](m);
  } catch (err) {
    outcome = `error ${err instanceof Error ? err.message : String(err)}`;
  }
  record(kind, performance.now() - due, outcome);
}

// ---- capacity ------------------------------------------------------------------------------------------------------
/** `concurrency` loops running the mix back to back until `seconds` have passed. */
async function closedLoop(ops, sequence, concurrency, seconds, cursor) {
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const kind = sequence[cursor.i++ % sequence.length];
        await runOp(ops, kind, performance.now());
      }
    }),
  );
}

/**
 * Closed-loop steps of growing concurrency after an unmeasured warm-up (first compilations, the media pool's
 * first child, caches). Capacity: the best rate of a step whose p99 is within --p99-limit with no 5xx or
 * failure; when no step manages that (a busy machine), the peak rate of any step (saturation), said so.
 */
async function measureCapacity(ops, sequence) {
  const steps = [];
  const cursor = { i: 0 };
  await closedLoop(ops, sequence, 4, WARMUP_S, cursor);
  log(`warm-up: ${WARMUP_S} s at 4 in flight done (${whole.latencies.length} ops)`);
  for (const concurrency of RAMP_CONCURRENCY) {
    const started = performance.now();
    const n0 = whole.latencies.length;
    const errs0 = whole.status5xx + whole.failures;
    await closedLoop(ops, sequence, concurrency, RAMP_STEP_S, cursor);
    const elapsed = (performance.now() - started) / 1000;
    const lat = whole.latencies.slice(n0).sort((a, b) => a - b);
    const bad = whole.status5xx + whole.failures - errs0;
    steps.push({ concurrency, rate: lat.length / elapsed, p50: percentile(lat, 50), p99: percentile(lat, 99), bad, ops: lat.length });
    log(`ramp: ${concurrency} in flight: ${(lat.length / elapsed).toFixed(1)} ops/s, p50 ${fmt(percentile(lat, 50))} ms, p99 ${fmt(percentile(lat, 99))} ms, 5xx/failures ${bad}`);
  }
  const fine = steps.filter((s) => s.p99 <= P99_LIMIT_MS && s.bad === 0);
  const best = (fine.length ? fine : steps).reduce((a, b) => (b.rate > a.rate ? b : a));
  return { steps, capacity: best.rate, within: fine.length > 0, at: best.concurrency };
}

// ---- processes ------------------------------------------------------------------------------------------------------
/** What a process of the app's tree is: the root, a web worker or the jobs process (from the environment the supervisor gave it), or something they started. */
function describe(pid, rootPid, names) {
  if (pid === rootPid) return names.get('root');
  const cmd = cmdlineOf(pid);
  // Children forked by a worker inherit its environment: only a process running main.js is a worker itself.
  const env = /dist\/main\.js$/.test(cmd[1] ?? '') ? environOf(pid) : {};
  if (env.COMMUNITY_PROCESS_ROLE === 'web') return `web ${env.COMMUNITY_PROCESS_SLOT ?? '?'}`;
  if (env.COMMUNITY_PROCESS_ROLE === 'jobs') return 'jobs';
  const what = /image-worker/.test(cmd.join(' ')) ? 'media pool' : path.basename(cmd[1] ?? cmd[0] ?? '?');
  // Named after the nearest ancestor we know.
  let parent = parentOf(pid);
  while (parent && parent !== rootPid && !names.has(parent)) parent = parentOf(parent);
  const owner = parent ? names.get(parent) : undefined;
  return `${what}${owner ? ` of ${owner}` : ''} (${pid})`;
}

/** RSS and CPU ticks of every process of the app's tree now; names are kept per pid in `names`. */
function snapshotProcesses(rootPid, names) {
  const out = [];
  for (const pid of processTree(rootPid)) {
    if (!names.has(pid)) names.set(pid, describe(pid, rootPid, names));
    const { rss } = rssOf(pid);
    if (Number.isFinite(rss)) out.push({ pid, name: names.get(pid), rss, cpu: cpuTicks(pid) });
  }
  return out;
}

// ---- main ---------------------------------------------------------------------------------------------------------------
async function main() {
  requireBuild();
  const { default: sharp } = await import('sharp');
  log(`${MINUTES} min at ${FIXED_RATE ? `${FIXED_RATE} ops/s (--rate)` : `${LOAD_FRACTION} of the measured capacity`}, ${MEMBERS} members; ${os.cpus().length} CPUs (shared with other work: load average ${os.loadavg()[0].toFixed(2)}), Node ${process.version}`);

  // Small JPEGs (640×480, ~60 kB), each different so no two uploads share a hash.
  const jpegs = await Promise.all(
    Array.from({ length: 16 }, () => sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } }).resize(640, 480).jpeg({ quality: 82 }).toBuffer()),
  );

  const db = await freshDatabase('soak');
  log(`database: ${db.where}`);
  const dataDir = tempDir('soak-data-');
  const webWorkers = Number(process.env.WEB_CONCURRENCY || os.availableParallelism());
  const env = appEnv({ databaseUrl: db.url, dataDir, extra: { LOG_LEVEL: 'warn', RATE_LIMIT_REGISTER: String(MEMBERS * 2 + 10), SIGNUP_CHALLENGE: 'false' } });
  const app = await startSupervisor({ name: 'app', env, webWorkers, jobs: true, seed: true });
  const rootPid = app.pid;
  const health0 = (await getJson(app.port, '/healthz')).body;
  log(`app up on port ${app.port} (pid ${rootPid}; WEB_CONCURRENCY=${webWorkers}: ${health0.supervisor ? `supervisor, ${health0.supervisor.webWorkers} web workers, jobs process ${health0.supervisor.jobsProcess}` : 'one process'})`);

  const deliveries = new Deliveries();
  const world = await setUpMembers(app, dataDir, deliveries);
  const storiesRes = await world.members[0].get('/api/stories?limit=20', { headers: { host: STORIES } });
  const stories = (await expectStatus(storiesRes, 200, 'listing stories')).data.items;
  if (!stories.length) throw new Error('the stories site has no published story (demo seed)');
  const ops = operations(app, world, deliveries, jpegs, stories);

  // ---- capacity
  let rate;
  let ramp;
  if (FIXED_RATE) rate = FIXED_RATE;
  else {
    // The ramp's mix is capped as for 150 ops/s, so that no step, however fast, pushes a member over its limits.
    const { sequence } = mixSequence(150, MEMBERS);
    ramp = await measureCapacity(ops, sequence);
    rate = ramp.capacity * LOAD_FRACTION;
    log(
      `capacity: ${ramp.capacity.toFixed(1)} ops/s at ${ramp.at} in flight${ramp.within ? ` (best step with p99 ≤ ${P99_LIMIT_MS} ms and no failures)` : ` (NO step kept p99 ≤ ${P99_LIMIT_MS} ms: taking the peak rate, saturation)`}; soak rate ${rate.toFixed(1)} ops/s`,
    );
    await delay(5_000); // let the ramp's queues empty before the soak's first sample
  }
  const { sequence, shares } = mixSequence(rate, MEMBERS);
  log(`mix at ${rate.toFixed(1)} ops/s: ${shares.map(([k, s]) => `${k} ${(s * 100).toFixed(1)} %`).join(', ')}`);
  const rampProblems = new Map(problems);
  problems.clear();
  whole.reset();
  interval.reset();

  // ---- soak
  const names = new Map([['root', health0.supervisor ? 'supervisor' : 'app']]);
  const samples = [];
  const pidsSeen = new Map(); // pid → name, for processes that went away
  let primaryExited = false;
  app.exited.then(({ code, signal }) => {
    if (stopping) return;
    primaryExited = true;
    log(`THE APP EXITED (${code ?? signal})`);
  });
  const durationMs = MINUTES * 60_000;
  const start = performance.now() + 100;
  const end = start + durationMs;
  let lastCpu = new Map();
  let lastSampleAt = performance.now();
  // RSS is read every RSS_POLL_S within an interval too: its lowest reading (the floor, where a collection left
  // the heap) moves far less with the garbage collector's rhythm than any single reading does.
  let floors = new Map();
  let peaks = new Map();
  const pollRss = () => {
    const procs = snapshotProcesses(rootPid, names);
    for (const p of procs) {
      floors.set(p.name, Math.min(floors.get(p.name) ?? Infinity, p.rss));
      peaks.set(p.name, Math.max(peaks.get(p.name) ?? -Infinity, p.rss));
    }
    return procs;
  };
  const poller = setInterval(pollRss, RSS_POLL_S * 1000);
  const takeSample = async (tMs, phase) => {
    const procs = pollRss();
    const floor = Object.fromEntries(procs.map((p) => [p.name, floors.get(p.name)]));
    const peak = Object.fromEntries(procs.map((p) => [p.name, peaks.get(p.name)]));
    floors = new Map();
    peaks = new Map();
    for (const p of procs) pidsSeen.set(p.pid, p.name);
    const now = performance.now();
    const wall = (now - lastSampleAt) / 1000;
    const cpuPct = procs.reduce((s, p) => s + Math.max(0, p.cpu - (lastCpu.get(p.pid) ?? p.cpu)), 0) * TICK_MS / 10 / wall;
    lastCpu = new Map(procs.map((p) => [p.pid, p.cpu]));
    lastSampleAt = now;
    const lat = interval.latencies.slice().sort((a, b) => a - b);
    const fam = Object.fromEntries(FAMILIES.map((f) => [f, percentile(interval.byFamily[f].slice().sort((a, b) => a - b), 99)]));
    let restarts = null;
    try {
      restarts = (await getJson(app.port, '/healthz')).body?.supervisor?.restarts ?? 0;
    } catch {
      restarts = null;
    }
    const c = deliveries.counts();
    const sample = {
      t: tMs / 1000,
      phase,
      ops: lat.length,
      rate: lat.length / ((now - interval.started) / 1000),
      p50: percentile(lat, 50),
      p99: percentile(lat, 99),
      max: lat.length ? lat[lat.length - 1] : NaN,
      p99ByFamily: fam,
      s4xx: interval.status4xx,
      s5xx: interval.status5xx,
      failures: interval.failures,
      refused: interval.refused,
      messagesSent: c.sent,
      messagesDelivered: c.delivered,
      chatSent: c.chatSent,
      chatExpected: c.chatExpected,
      chatGot: c.chatGot,
      cpuPct,
      load: os.loadavg()[0],
      restarts,
      rss: Object.fromEntries(procs.map((p) => [p.name, p.rss])),
      rssFloor: floor,
      rssPeak: peak,
    };
    samples.push(sample);
    interval.reset();
    log(
      `${(sample.t / 60).toFixed(1)} min: ${sample.ops} ops (${sample.rate.toFixed(1)}/s), p50 ${fmt(sample.p50)} ms, p99 ${fmt(sample.p99)} ms, 4xx ${sample.s4xx}, 5xx ${sample.s5xx}, failures ${sample.failures}, ` +
        `messages ${c.delivered}/${c.sent}, chat ${c.chatGot}/${c.chatExpected}, app CPU ${cpuPct.toFixed(0)} %, load ${sample.load.toFixed(1)}, RSS now/floor ${procs.map((p) => `${p.name} ${p.rss.toFixed(0)}/${floor[p.name].toFixed(0)}`).join(', ')} MB`,
    );
  };
  await takeSample(0, 'start');
  const sampler = setInterval(() => {
    const t = performance.now() - start;
    if (t <= durationMs + 1000) void takeSample(t, 'load');
  }, SAMPLE_S * 1000);

  const inflight = new Set();
  let shed = 0;
  for (let i = 0; !primaryExited; i++) {
    const at = start + (i * 1000) / rate;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait > 1) await delay(wait);
    const kind = sequence[i % sequence.length];
    if (inflight.size >= MAX_INFLIGHT) {
      shed++;
      record(kind, performance.now() - at, 'shed (too many in flight)');
      continue;
    }
    const p = runOp(ops, kind, at).finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const loadEnded = performance.now();
  await Promise.race([Promise.all(inflight), delay(90_000)]);
  clearInterval(sampler);
  clearInterval(poller);
  // Drain: until every accepted message and chat line has reached every socket that should get it.
  const drainUntil = performance.now() + DRAIN_S * 1000;
  for (;;) {
    const c = deliveries.counts();
    if ((c.delivered >= c.sent && c.chatGot >= c.chatExpected) || performance.now() > drainUntil) break;
    await delay(100);
  }
  await takeSample(loadEnded - start, 'end');

  // ---- verdict
  const counts = deliveries.counts();
  const finalHealth = await getJson(app.port, '/healthz').catch((err) => ({ status: 0, body: err.message }));
  const restarts = finalHealth.body?.supervisor?.restarts ?? 0;
  const gone = [...pidsSeen.entries()].filter(([pid]) => !Number.isFinite(rssOf(pid).rss)).map(([pid, name]) => `${name} (pid ${pid})`);
  for (const m of world.members) m.sock?.close();

  // Tables.
  const procNames = [...new Set(samples.flatMap((s) => Object.keys(s.rss)))];
  const mm = (t) => (t / 60).toFixed(1);
  console.log('\nLoad over time (latency from each operation’s due time; p99 per family; 4xx/5xx/fail per interval; messages and chat cumulative delivered/accepted)');
  const rows = [['min', 'ops', 'ops/s', 'p50 ms', 'p99 ms', 'max ms', ...FAMILIES.map((f) => `p99 ${f}`), '4xx', '5xx', 'fail', 'messages', 'chat deliveries', 'app CPU %', 'load']];
  for (const s of samples.slice(1))
    rows.push([
      mm(s.t),
      s.ops,
      fmt(s.rate, 1),
      fmt(s.p50),
      fmt(s.p99),
      fmt(s.max),
      ...FAMILIES.map((f) => fmt(s.p99ByFamily[f])),
      s.s4xx,
      s.s5xx,
      s.failures,
      `${s.messagesDelivered}/${s.messagesSent}`,
      `${s.chatGot}/${s.chatExpected}`,
      fmt(s.cpuPct),
      fmt(s.load, 1),
    ]);
  console.log(table(rows));

  console.log(`\nResident memory (VmRSS, MB) per process over time: the floor (lowest of the readings every ${RSS_POLL_S} s in the interval) / the reading at the sample`);
  const rrows = [['min', ...procNames]];
  for (const s of samples) rrows.push([mm(s.t), ...procNames.map((n) => (Number.isFinite(s.rss[n]) ? `${fmt(s.rssFloor[n], 1)} / ${fmt(s.rss[n], 1)}` : 'n/a'))]);
  console.log(table(rrows));

  const from = samples.length ? samples[samples.length - 1].t / 2 : 0;
  const slopeRows = [['process', 'first MB', 'last MB', 'min MB', 'max MB', 'samples (2nd half)', 'slope of floors MB/10 min', 'slope of readings MB/10 min', 'verdict']];
  const slopes = {};
  let slopeFail = false;
  for (const n of procNames) {
    const all = samples.filter((s) => Number.isFinite(s.rss[n]));
    const half = all.filter((s) => s.t >= from);
    const k = slope(half.map((s) => ({ x: s.t / 600, y: s.rssFloor[n] })));
    const raw = slope(half.map((s) => ({ x: s.t / 600, y: s.rss[n] })));
    const judged = half.length >= MIN_SLOPE_SAMPLES;
    const over = judged && k > MAX_SLOPE;
    if (over) slopeFail = true;
    slopes[n] = { slope: k, readings: raw, samples: half.length, judged };
    const v = all.map((s) => s.rss[n]);
    slopeRows.push([
      n,
      fmt(v[0], 1),
      fmt(v[v.length - 1], 1),
      fmt(Math.min(...all.map((s) => s.rssFloor[n])), 1),
      fmt(Math.max(...all.map((s) => s.rssPeak[n])), 1),
      half.length,
      fmt(k, 2),
      fmt(raw, 2),
      !judged ? `not judged (< ${MIN_SLOPE_SAMPLES} samples)` : over ? `OVER ${MAX_SLOPE}` : 'flat',
    ]);
  }
  console.log(`\nRSS slope per process (least squares over the samples from ${mm(from)} min on; the floors are judged, limit ${MAX_SLOPE} MB per 10 min)`);
  console.log(table(slopeRows));

  const all = whole.latencies.slice().sort((a, b) => a - b);
  const totalOps = all.length;
  const seconds = (loadEnded - start) / 1000;
  console.log(`\nWhole run: ${totalOps} operations in ${(seconds / 60).toFixed(1)} min (${(totalOps / seconds).toFixed(1)} ops/s offered ${rate.toFixed(1)}), p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(percentile(all, 99))} ms, max ${fmt(all[all.length - 1])} ms`);
  console.log(`  per family p50/p99 ms: ${FAMILIES.map((f) => {
    const l = whole.byFamily[f].slice().sort((a, b) => a - b);
    return `${f} ${l.length} ops ${fmt(percentile(l, 50))}/${fmt(percentile(l, 99))}`;
  }).join('; ')}`);
  console.log(`  answers: 4xx ${whole.status4xx}, 5xx ${whole.status5xx}, failures ${whole.failures} (shed ${shed}), chat refusals ${whole.refused}`);
  console.log(`  messages: ${counts.sent} accepted, ${counts.delivered} delivered to the recipient's socket, ${counts.sent - counts.delivered} lost, ${deliveries.messageDup} duplicates`);
  console.log(`  chat: ${counts.chatSent} lines accepted, ${counts.chatGot} of ${counts.chatExpected} deliveries to the room's sockets, ${counts.chatExpected - counts.chatGot} lost, ${deliveries.chatDup} duplicates; stray deliveries ${deliveries.foreign}`);
  console.log(`  sockets dropped: ${world.drops()}; supervisor restarts: ${restarts}; processes gone: ${gone.length ? gone.join(', ') : 'none'}; final /healthz ${finalHealth.status}`);
  if (problems.size) console.log(`  non-2xx and failures by operation: ${[...problems].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  if (ramp) {
    console.log(`  capacity ramp (closed loop, ${RAMP_STEP_S} s a step): ${ramp.steps.map((s) => `${s.concurrency} in flight ${s.rate.toFixed(1)} ops/s p99 ${fmt(s.p99)} ms${s.bad ? ` (${s.bad} bad)` : ''}`).join('; ')}`);
    if (rampProblems.size) console.log(`  during the ramp: ${[...rampProblems].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  }
  console.log(`  machine: ${os.cpus().length} CPUs shared with other work; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

  const failures = [];
  if (whole.status5xx) failures.push(`${whole.status5xx} answers were 5xx`);
  if (whole.failures) failures.push(`${whole.failures} requests failed outright (errors, timeouts, shed, missing acks)`);
  if (primaryExited) failures.push('the app exited');
  if (restarts) failures.push(`the supervisor restarted ${restarts} process(es): ${JSON.stringify(finalHealth.body?.supervisor?.lastCrash)}`);
  if (gone.length) failures.push(`processes went away: ${gone.join(', ')}`);
  if (counts.delivered < counts.sent) failures.push(`${counts.sent - counts.delivered} messages lost`);
  if (counts.chatGot < counts.chatExpected) failures.push(`${counts.chatExpected - counts.chatGot} chat deliveries lost`);
  if (deliveries.messageDup || deliveries.chatDup) failures.push(`duplicates: ${deliveries.messageDup} messages, ${deliveries.chatDup} chat lines`);
  if (world.drops()) failures.push(`${world.drops()} sockets dropped`);
  if (slopeFail) failures.push(`an RSS slope is over ${MAX_SLOPE} MB per 10 minutes`);

  if (JSON_FILE) {
    writeFileSync(
      JSON_FILE,
      JSON.stringify({ minutes: MINUTES, members: MEMBERS, rate, ramp, shares, samples, slopes, counts, whole: { ops: totalOps, s4xx: whole.status4xx, s5xx: whole.status5xx, failures: whole.failures }, problems: Object.fromEntries(problems), failures }, null, 2),
    );
  }
  if (failures.length) {
    console.error(`\nsoak: FAILED: ${failures.join('; ')}`);
    const tail = app.output.split('\n').filter((l) => /"level":(40|50|60)|Error/.test(l)).slice(-20);
    if (tail.length) console.error(`last warnings and errors of the app:\n${tail.join('\n')}`);
    return 1;
  }
  console.log(`\nsoak: passed (${(seconds / 60).toFixed(1)} min at ${rate.toFixed(1)} ops/s; total ${((Date.now() - t0) / 60000).toFixed(1)} min)`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nsoak: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  code = 1;
} finally {
  stopping = true;
  agent.destroy();
  await stopAll();
}
process.exit(code);

