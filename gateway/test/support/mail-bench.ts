/**
 * `npm run bench -- mail` (scripts/lib/mail.mjs): the owner's mail on a real gateway (SQLite) with
 * the outbox's real waits (a look every 5 s, retries at most a minute apart) and a real SMTP server
 * in this process. First MESSAGES messages one after another, each timed from the visitor's answer
 * to its mail at the server; then the server down for OUTAGE_S seconds (BENCH_MAIL_OUTAGE_S, 600 by
 * default: the ten minutes) while messages keep coming, and the time from its return until
 * every one of their mails came, each once. Writes a JSON report to the path given.
 */
import fs from 'node:fs';
import { MailOutbox } from '../../src/modules/mail/mail-outbox.entity';
import { serveTestApp } from './app';
import { messageInput } from './content';
import { openTestDatabase } from './db';
import { freePort } from './net';
import { MailServer, until } from './smtp';

const MESSAGES = 50;
const DURING_OUTAGE = 20;
const OUTAGE_S = Number(process.env.BENCH_MAIL_OUTAGE_S ?? 600);
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const [out] = process.argv.slice(2);
  const smtp = new MailServer(await freePort());
  await smtp.start();
  const { dataSource, drop } = await openTestDatabase();
  const app = await serveTestApp(
    dataSource,
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'sahip@ornek.com', TRUST_PROXY: 'true' },
    drop,
  );
  let address = 0;
  const send = async (name: string) => {
    const answer = await app.gql(
      SEND,
      { input: messageInput({ name }) },
      { headers: { 'x-forwarded-for': `198.51.100.${++address % 250}` } },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return performance.now();
  };
  const arrival = (name: string) => smtp.received.find((mail) => mail.subject === `Yeni mesaj: ${name}`)?.at;
  try {
    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const name = `Ziyaretçi ${i}`;
      const sent = await send(name);
      await until(() => arrival(name) !== undefined, 30_000);
      latencies.push(arrival(name)! - sent);
      await sleep(100);
    }

    await smtp.stop();
    const down = performance.now();
    const names = Array.from({ length: DURING_OUTAGE }, (_, i) => `Kesintide ${i}`);
    for (const [i, name] of names.entries()) {
      if (i) await sleep(((OUTAGE_S * 1000) / DURING_OUTAGE) * 0.9); // spread over the outage, the first at its start
      await send(name);
    }
    await sleep(Math.max(0, down + OUTAGE_S * 1000 - performance.now()));
    const mails = await dataSource.getRepository(MailOutbox).findBy({ subject: `Yeni mesaj: ${names[0]}` });
    await smtp.start();
    const back = performance.now();
    await until(() => names.every((name) => arrival(name) !== undefined), 5 * 60_000);
    const after = names.map((name) => arrival(name)! - back);
    await sleep(10_000); // a second sending would come in this time
    const copies = names.map((name) => smtp.received.filter((mail) => mail.subject === `Yeni mesaj: ${name}`).length);
    fs.writeFileSync(
      out!,
      JSON.stringify({
        latencies,
        outage: { seconds: OUTAGE_S, messages: DURING_OUTAGE, firstAttempts: mails[0]?.attempts, after, copies },
      }),
    );
  } finally {
    await app.close();
    await smtp.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
