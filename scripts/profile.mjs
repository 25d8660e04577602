// `npm run profile`: where the read path spends its CPU. A production start (20 posts) under
// `--cpu-prof`, autocannon on the cached answers (REST list, a rendered post, GraphQL `blogs`),
// then self time by module and by function. The .cpuprofile it names opens as a flame graph in
// Chrome DevTools (Performance → Load profile) or speedscope. Build first (`npm run build`).
// `npm run profile -- <attack>` profiles one attack of the fairness bench instead (scripts/lib/attack.mjs:
// slow-readers, aliases, views, junk, cards, logins, crowd) on 10 000 posts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startProductionSite } from './lib/site.mjs';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode(); // the gateway needs Node 22+ (README, "Node versions")

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const attack = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-profile-'));
const site = await startProductionSite({
  posts: attack ? 10_000 : 20,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
try {
  if (attack) {
    const child = spawn(process.execPath, [path.join(root, 'scripts/lib/attack.mjs'), attack, site.url], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const slug = (await (await fetch(`${site.url}/api/blogs`)).json()).data[0].slug;
  for (const request of attack
    ? []
    : [
        { url: `${site.url}/api/blogs` },
        { url: `${site.url}/blog/${slug}`, headers: { accept: 'text/html' } },
        {
          url: `${site.url}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ blogs { id title slug shortDescription tags publishDate viewCount } }' }),
        },
      ]) {
    const result = await autocannon({ connections: 50, duration: SECONDS, ...request });
    console.log(
      `${request.method ?? 'GET'} ${new URL(request.url).pathname}: ${Math.round(result.requests.average)} req/s`,
    );
  }
} finally {
  await site.stop(); // the profile is written as the gateway exits
}

const file = path.join(
  dir,
  fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile')),
);
const { nodes, samples, timeDeltas } = JSON.parse(fs.readFileSync(file, 'utf8'));
const frames = new Map(nodes.map((node) => [node.id, node.callFrame]));
const byModule = new Map();
const byFunction = new Map();
const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
let total = 0;
samples.forEach((id, i) => {
  const { url, functionName, lineNumber } = frames.get(id);
  const time = timeDeltas[i] ?? 0;
  total += time;
  const where = url.includes('node_modules/')
    ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : url.replace(`file://${root}/`, '').replace(`${root}/`, '');
  add(byModule, where || `(${functionName})`, time);
  add(byFunction, `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`, time);
});
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
console.log(
  `\nSelf time by module:\n${top(byModule, 20)}\n\nSelf time by function:\n${top(byFunction, 25)}\n\n${file}`,
);
