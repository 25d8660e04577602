// The subscribers bench's SMTP server (scripts/lib/subscribers.mjs): smtp-server on the port given,
// in a process of its own started at the lowest CPU priority, as if on another machine (a site's
// SMTP server is its provider's), so that its work is not the reader's (in the bench's process) nor
// the gateway's. It reads no more of a mail than its header, and tells the bench each mail's
// Message-ID and arrival (Date.now()) a few times a second; 'stop' and 'start' take it down and back.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');
const port = Number(process.argv[2]);

let server;
let mails = [];
const flush = () => {
  if (mails.length) process.send({ mails });
  mails = [];
};
setInterval(flush, 200);

async function start() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stopped server drops its connections (the gateway's pooled ones) at once.
    closeTimeout: 100,
    onData: (stream, _session, callback) => {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        mails.push({ id: /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1], at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

const stop = () => new Promise((resolve) => server.close(resolve));

process.on('message', async (command) => {
  if (command === 'start') await start();
  if (command === 'stop') await stop();
  flush();
  process.send({ done: command });
  if (command === 'exit') process.exit(0);
});
await start();
process.send({ done: 'start' });
