// One hostile client of the fairness bench (scripts/lib/fairness.mjs), in a process of its own so that
// the reader being measured shares no event loop with it: `node attack.mjs <kind> <url>`. It runs
// until SIGTERM, then prints one JSON line: how many requests it sent and the answers by status.
// Every attack is a few connections (CONNECTIONS), each sending its next request as soon as the
// previous one is answered (the slow readers: as soon as they are connected); the owner's backups
// are one connection, as an owner downloads (ADMIN_EMAIL and ADMIN_PASSWORD in the environment).
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

const [kind, base] = process.argv.slice(2);
const CONNECTIONS = 4;
/** Another client than the reader: the whole of 127.0.0.0/8 is this machine. */
const FROM = '127.0.0.2';
/** The owner, at an address of their own (the wrong passwords of `logins` have blocked sign-in from FROM). */
const OWNER = '127.0.0.3';
const POSTS = 10_000;
const statuses = {};
let sent = 0;
let stopping = false;

const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
const random = (n) => 1 + Math.floor(Math.random() * n);
const json = (body) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The next request of each attack. */
const ATTACKS = {
  // The query: 15 aliases of every post with its body and card, renamed each time so no
  // two are the same document.
  aliases: () => {
    const n = random(1e9);
    const fields = Array.from({ length: 15 }, (_, i) => `a${i}_${n}: blogs { id content shareImage tags }`);
    return json({ query: `{ ${fields.join(' ')} }` });
  },
  // Views of random posts through both doors.
  views: () =>
    Math.random() < 0.5
      ? { method: 'GET', path: `/api/blogs/olcum-yazisi-${random(POSTS)}` }
      : json({
          query: 'mutation($id: ID!) { viewBlog(id: $id) { id viewCount } }',
          variables: { id: `olcum-yazisi-${random(POSTS)}` },
        }),
  // Parameters no page reads, page numbers past the end, addresses that do not exist.
  junk: () => {
    const n = random(1e9);
    const paths = [`/blog?x=${n}`, `/sitemap.xml?x=${n}`, `/blog?sayfa=${2_000 + n}`, `/yok-${n}`, `/api/blogs?x=${n}`];
    return { method: 'GET', path: paths[n % paths.length], headers: { accept: 'text/html' } };
  },
  // Share cards of 500 different posts, over and over.
  cards: () => ({ method: 'GET', path: `/blog/olcum-yazisi-${random(500)}/og.png` }),
  // Wrong passwords for the owner's account.
  logins: () =>
    json({
      query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email: 'owner@example.com', password: `yanlis-${random(1e9)}` },
    }),
  // Searches at the limits: as many aliases of the costliest search as the cost limit admits
  // (SEARCH_ALIASES, found when the attack starts), words every post holds, 20 results each with
  // its snippet, renamed each time so that no kept answer serves one.
  search: () => json({ query: searches(SEARCH_ALIASES, random(1e9)) }),
  // Page views of made-up pages through both doors, each from another browser.
  pageviews: () => {
    const n = random(1e9);
    const headers = { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Gecko/${n}` };
    const view = { path: `/blog/yok-${n}/${'x'.repeat(200)}`, referrer: `https://site-${n}.example/` };
    return Math.random() < 0.5
      ? { method: 'POST', path: '/api/views', headers, body: JSON.stringify(view) }
      : {
          ...json({
            query: 'mutation($path: String!, $referrer: String) { recordPageView(path: $path, referrer: $referrer) }',
            variables: view,
          }),
          headers,
        };
  },
  // Comments on random posts through the REST door and the plain form, each another text: past the
  // address's limits (5 a minute) every one is refused, and none is ever shown (they wait for the owner).
  comments: () => {
    const n = random(1e9);
    const post = `olcum-yazisi-${random(POSTS)}`;
    const comment = {
      name: `Okur ${n}`,
      email: `okur-${n}@example.com`,
      text: `Yorum ${n}: ${'çok güzel '.repeat(50)}`,
    };
    return Math.random() < 0.5
      ? {
          method: 'POST',
          path: `/api/blogs/${post}/comments`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(comment),
        }
      : {
          method: 'POST',
          path: `/blog/${post}/comments`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(comment).toString(),
        };
  },
  // Webmentions of random posts from pages this process serves (SOURCES: each a real h-entry reply
  // that links to its post, so each one taken is fetched, parsed and queued for the owner).
  webmentions: () => {
    const n = random(1e9);
    const target = `${base}/blog/olcum-yazisi-${random(POSTS)}`;
    return {
      method: 'POST',
      path: '/webmention',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        source: `${SOURCES}/yanit-${n}?hedef=${encodeURIComponent(target)}`,
        target,
      }).toString(),
    };
  },
  // The fediverse doors: half are replies to random posts, each signed (draft-cavage, as Mastodon
  // signs) by a new actor of the attacker's own (ACTORS), so the gateway fetches a key it has never
  // seen, checks the signature and queues a comment for the owner; the others are unsigned activities,
  // WebFinger lookups of made-up accounts, the actor and pages of the outbox asked as ActivityPub.
  fediverse: () => {
    const n = random(1e9);
    const activity = { accept: 'application/activity+json' };
    switch (n % 8) {
      case 0:
        return { method: 'GET', path: `/.well-known/webfinger?resource=acct:yok${n}@${new URL(base).host}` };
      case 1:
        return { method: 'GET', path: '/about', headers: activity };
      case 2:
        return { method: 'GET', path: `/about/outbox?cursor=${random(500)}`, headers: activity };
      case 3:
        return inboxPost('/about/inbox', `${ACTORS}/kullanici/${n}`, n, false);
      default:
        return inboxPost('/fediverse/inbox', `${ACTORS}/kullanici/${n}`, n, true);
    }
  },
  // As many ordinary readers of cached pages: what the attacks are compared with.
  crowd: () => ({ method: 'GET', path: ['/', '/blog', '/about', '/api/blogs?page=1&perPage=12'][random(4) - 1] }),
};

/** `count` aliases of a search of three words every post holds, 20 results each with its snippet. */
const searches = (count, n) =>
  `{ ${Array.from(
    { length: count },
    (_, i) =>
      `s${i}_${n}: searchPosts(query: "ölçüm yazısı paragraf", perPage: 20) { total items { snippet highlightedTitle post { title slug } } }`,
  ).join(' ')} }`;

/**
 * The webmention attack's source pages, on the attacker's own address: a reply in an h-entry to the
 * post its `hedef` parameter names, with 20 KB of text, as another site's page would be.
 */
async function sourcePages() {
  const server = http.createServer((request, response) => {
    const target = new URL(request.url, 'http://x').searchParams.get('hedef') ?? '';
    const link = target.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><body><article class="h-entry"><a class="p-author h-card" href="/">Başka Site</a>` +
        `<a class="u-in-reply-to" href="${link}">yanıt</a><div class="e-content">${'Uzun bir yanıt. '.repeat(1300)}</div>` +
        `<time class="dt-published" datetime="2026-11-29T10:00:00Z">bugün</time></article></body></html>`,
    );
  });
  await new Promise((resolve) => server.listen(0, FROM, resolve));
  server.unref();
  return `http://${FROM}:${server.address().port}`;
}
const SOURCES = kind === 'webmentions' ? await sourcePages() : '';

/** The fediverse attack's one key: every made-up actor of ACTORS shows it as its own. */
const KEYS = kind === 'fediverse' ? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }) : null;

/**
 * A reply to a random post from `actor` to the inbox at `path`, as a Mastodon server delivers it: a Create of a Note, with its
 * Digest, and signed (`signed`) with the actor's key, or not signed at all.
 */
function inboxPost(path, actor, n, signed) {
  const body = JSON.stringify({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${actor}/notlar/${n}/etkinlik`,
    type: 'Create',
    actor,
    to: ['https://www.w3.org/ns/activitystreams#Public'],
    object: {
      id: `${actor}/notlar/${n}`,
      type: 'Note',
      attributedTo: actor,
      inReplyTo: `${base}/blog/olcum-yazisi-${random(POSTS)}`,
      content: `<p>Yanıt ${n}: ${'çok güzel bir yazı '.repeat(20)}</p>`,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
    },
  });
  const date = new Date().toUTCString();
  const digest = `SHA-256=${crypto.createHash('sha256').update(body).digest('base64')}`;
  const headers = { 'content-type': 'application/activity+json', date, digest };
  if (signed) {
    const text = `(request-target): post ${path}\nhost: ${new URL(base).host}\ndate: ${date}\ndigest: ${digest}`;
    const signature = crypto.sign('sha256', Buffer.from(text), KEYS.privateKey).toString('base64');
    headers.signature = `keyId="${actor}#main-key",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="${signature}"`;
  }
  return { method: 'POST', path, headers, body };
}

/** The fediverse attack's actors, on the attacker's own address: `/kullanici/{n}`, each a Person with KEYS' public key. */
async function actors() {
  const publicKeyPem = KEYS.publicKey.export({ type: 'spki', format: 'pem' });
  const server = http.createServer((request, response) => {
    const id = `${ACTORS}${request.url.split('?')[0]}`;
    response.writeHead(200, { 'content-type': 'application/activity+json' });
    response.end(
      JSON.stringify({
        '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
        id,
        type: 'Person',
        preferredUsername: `okur${id.split('/').pop()}`,
        inbox: `${id}/inbox`,
        publicKey: { id: `${id}#main-key`, owner: id, publicKeyPem },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, FROM, resolve));
  server.unref();
  return `http://${FROM}:${server.address().port}`;
}
const ACTORS = kind === 'fediverse' ? await actors() : '';

const agent = new http.Agent({
  keepAlive: true,
  maxSockets: CONNECTIONS,
  localAddress: kind === 'backup' ? OWNER : FROM,
});

/** Sends one request and reads its answer whole: its status and body. */
const send = ({ method, path, headers = {}, body }) =>
  new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });

/** As many aliases of the search as the cost limit admits: its refusal names the cost of fifteen. */
async function searchAliases() {
  const answer = await send(json({ query: searches(15, 0) }));
  const cost = Number(/maliyeti (\d+)/.exec(answer.body)?.[1]);
  return cost ? Math.floor((5000 * 15) / cost) : 15;
}
const SEARCH_ALIASES = kind === 'search' ? await searchAliases() : 0;

/**
 * The owner downloading the backup again and again on one connection, as fast as it comes: signed
 * in once, the password given again with each download (POST /api/backup).
 */
async function backups() {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  const signedIn = await send({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = JSON.parse(signedIn.body).data;
  while (!stopping) {
    sent++;
    await new Promise((resolve) => {
      const request = http.request(
        `${base}/api/backup`,
        { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, agent },
        (response) => {
          count(response.statusCode);
          response.resume().on('end', resolve);
        },
      );
      request.on('error', () => resolve(count('error')));
      request.end(JSON.stringify({ password }));
    });
  }
}

/** One connection of a closed-loop attack: the next request as soon as the last is answered. */
async function loop(next) {
  while (!stopping) {
    const { method, path, headers = {}, body } = next();
    sent++;
    await new Promise((resolve) => {
      const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
        count(response.statusCode);
        response.resume().on('end', resolve);
      });
      request.on('error', () => resolve(count('error')));
      request.end(body);
    });
  }
}

/**
 * The slow readers: connections that send 400 pipelined requests for the About page and never read
 * an answer; each is replaced by a new one every second, CONNECTIONS of them at a time.
 */
async function slowReaders() {
  const { hostname, port } = new URL(base);
  const request = 'GET /about HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n\r\n';
  const open = [];
  while (!stopping) {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress: FROM });
    socket.pause();
    socket.on('error', () => undefined);
    socket.on('close', () => count('closed by the server'));
    socket.on('connect', () => socket.write(request.repeat(400)));
    sent += 400;
    open.push(socket);
    if (open.length > CONNECTIONS) open.shift().destroy();
    await new Promise((resolve) => setTimeout(resolve, 1000 / CONNECTIONS));
  }
  for (const socket of open) socket.destroy();
}

const done =
  kind === 'slow-readers'
    ? slowReaders()
    : kind === 'backup'
      ? backups()
      : Promise.all(Array.from({ length: CONNECTIONS }, () => loop(ATTACKS[kind])));
process.once('SIGTERM', async () => {
  stopping = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  // Requests still unanswered 5 s after the end are hung: counted, not waited for.
  const hung = await Promise.race([done.then(() => false), new Promise((resolve) => setTimeout(resolve, 5000, true))]);
  process.stdout.write(`${JSON.stringify({ sent, statuses, hung })}\n`);
  process.exit(0);
});
