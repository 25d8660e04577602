/**
 * The passphrase of an encrypted backup, for the command line: `BACKUP_PASSPHRASE` if set, else
 * asked on the terminal without showing it, else the first line of standard input
 * (`npm run restore -- x.zip.age < parola.txt`).
 */
export async function readPassphrase(question: string): Promise<string | undefined> {
  const given = process.env.BACKUP_PASSPHRASE;
  if (given) return given;
  const { stdin } = process;
  if (stdin.isTTY) {
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = '';
    try {
      for await (const chunk of stdin) {
        for (const char of String(chunk)) {
          if (char === '\u0003') process.exit(130); // Ctrl-C
          if (char === '\r' || char === '\n') return typed;
          typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
        }
      }
      return typed;
    } finally {
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    }
  }
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] || undefined;
}
