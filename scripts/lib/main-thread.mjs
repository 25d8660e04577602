// Main-thread work of each public page on a slow phone, against a bare React 19 page hydrating the same
// markup (`npm run bench`, or `npm run bench -- main-thread` alone). Both load in Chromium with its CPU
// slowed 4×, from navigation until the page is idle, and a public page again from the reader's first touch
// (when it runs the application) until it is hydrated and idle; what is compared is the time the page's
// main thread spent in tasks (script, style, layout, paint), so the ratio holds on a faster or slower machine.
//
// The baseline is built in the same run: the page's server markup (read from the production site as
// a tree of elements) is rendered by react-dom/server and hydrated by a page that holds only React 19
// and that tree, with neither stylesheet nor fonts. What the site adds above it is its own: the router,
// Apollo, the stylesheet, the fonts, the components.
// readTree and the page scripts below run in the browser.
/* global document, window, Node, requestIdleCallback */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measuredOn } from './benchmarks.mjs';
import { root, run, startProductionSite } from './site.mjs';

const SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5);
const frontend = path.join(root, 'frontend');

/** The element tree under #root as JSON-able nodes: a string for text, [tag, props, children] for an element. */
function readTree() {
  const BOOLEAN = new Set(['disabled', 'hidden', 'checked', 'readonly', 'required', 'open', 'novalidate', 'multiple']);
  const REACT_NAMES = {
    class: 'className',
    for: 'htmlFor',
    tabindex: 'tabIndex',
    datetime: 'dateTime',
    novalidate: 'noValidate',
    autocomplete: 'autoComplete',
    maxlength: 'maxLength',
    minlength: 'minLength',
    readonly: 'readOnly',
    srcset: 'srcSet',
    crossorigin: 'crossOrigin',
    fetchpriority: 'fetchPriority',
    value: 'defaultValue',
    checked: 'defaultChecked',
  };
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const props = {};
    for (const { name, value } of node.attributes) {
      if (name === 'style' || name.startsWith('on')) continue;
      const key = REACT_NAMES[name] ?? (/^(aria|data)-/.test(name) ? name : camel(name));
      props[key] = BOOLEAN.has(name) ? true : value;
    }
    const tag = node.localName;
    if (tag === 'textarea') return [tag, { ...props, defaultValue: node.value }, []];
    return [tag, props, [...node.childNodes].map(walk).filter((child) => child !== null)];
  };
  return [...document.getElementById('root').childNodes].map(walk).filter((child) => child !== null);
}

const BARE_CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
const build = (node, key) => typeof node === 'string' ? node : createElement(node[0], { ...node[1], key }, ...node[2].map((child, i) => build(child, i)));
const tree = JSON.parse(document.getElementById('tree').textContent);
hydrateRoot(document.getElementById('root'), tree.map(build));
`;

/** Builds the bare page's script with the site's Vite and React; serves one page per tree. */
async function startBaseline(trees) {
  const dir = fs.mkdtempSync(path.join(frontend, '.bench-hydrate-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.jsx"></script>');
  fs.writeFileSync(path.join(dir, 'main.jsx'), BARE_CLIENT);
  run('npx', ['vite', 'build', dir, '--outDir', path.join(dir, 'dist'), '--manifest', '--logLevel', 'warn'], {
    cwd: frontend,
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry).file;
  const script = fs.readFileSync(path.join(dir, 'dist', entry));
  fs.rmSync(dir, { recursive: true, force: true });

  const require = createRequire(path.join(frontend, 'package.json'));
  const { createElement } = require('react');
  const { renderToString } = require('react-dom/server');
  const build = (node, key) =>
    typeof node === 'string' ? node : createElement(node[0], { ...node[1], key }, ...node[2].map(build));
  const pages = trees.map(
    (tree) =>
      '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<script type="module" src="/bare.js"></script></head><body><div id="root">${renderToString(tree.map(build))}</div>` +
      `<script id="tree" type="application/json">${JSON.stringify(tree).replace(/</g, '\\u003c')}</script></body></html>`,
  );
  const server = http.createServer((req, res) => {
    if (req.url === '/bare.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (req.url === '/blank') return res.writeHead(200, { 'content-type': 'text/plain' }).end();
    const page = pages[Number(req.url.slice(1))];
    if (page === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) };
}

/** Resolves once the page has been idle (10 idle periods of 45 ms or more in a row). */
const idle = () =>
  new Promise((resolve) => {
    let quiet = 0;
    const tick = (deadline) => {
      quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
      if (quiet >= 10) resolve();
      else requestIdleCallback(tick);
    };
    requestIdleCallback(tick);
  });

/** Whether React has taken the page over (a fiber on #root's first element); runs in the page. */
export const hydrated = () =>
  Object.keys(document.getElementById('root').firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber'));

/**
 * One load at 4× slowdown: the main thread's task time from navigation until the page is idle after
 * the network went quiet, and the long tasks (over 50 ms) after the first paint. With `touch`, the
 * reader then presses a key (the first touch, which starts the application on a public page, boot.ts):
 * the task time and long tasks from that key until the page is hydrated and idle again. With
 * `again`, the page is loaded and touched once before, as by a reader coming back: its files are in
 * the cache, the web fonts loaded, and the page asked again is drawn in them from the first paint
 * (styles/fonts.css).
 */
async function measureLoad(browser, url, blank, { touch = false, again = false } = {}) {
  const page = await browser.newPage();
  try {
    if (again) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.keyboard.press('Shift'); // the reader's touch: the application and the web fonts load (boot.ts)
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length >= 6,
      );
      await page.waitForLoadState('networkidle');
    }
    await page.goto(blank); // same origin first: the renderer the page will use
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Performance.enable');
    // Seconds of main-thread time so far: all tasks, and of them style, layout and script.
    const times = async () => {
      const metric = new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      return {
        work: metric.get('TaskDuration'),
        styleLayout: metric.get('RecalcStyleDuration') + metric.get('LayoutDuration'),
        script: metric.get('ScriptDuration'),
      };
    };
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const longTasksAfter = (mark) =>
      page.evaluate(
        (mark) =>
          window.__longTasks
            .filter(([start]) => start >= (mark ?? performance.getEntriesByName('first-contentful-paint')[0].startTime))
            .map(([, duration]) => duration),
        mark,
      );
    const summary = (from, to, longTasks) => ({
      work: (to.work - from.work) * 1000,
      styleLayout: (to.styleLayout - from.styleLayout) * 1000,
      script: (to.script - from.script) * 1000,
      longest: Math.max(0, ...longTasks),
      blocking: longTasks.reduce((sum, duration) => sum + duration - 50, 0),
    });
    const before = await times();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(idle);
    const loaded = await times();
    // The tasks after the first paint, where a reader waits on them (Lighthouse's total blocking time
    // counts the same: the part of each over 50 ms). Before it, the browser is making the document.
    const load = summary(before, loaded, await longTasksAfter());
    if (!touch) return { load };
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
    await page.evaluate(idle);
    return { load, touch: summary(loaded, await times(), await longTasksAfter(pressed)) };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Measures every public page against its bare twin; resolves to the lines of the BENCHMARKS.md section. */
export async function mainThreadBench() {
  const site = await startProductionSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  let baseline;
  try {
    const posts = await (await fetch(`${site.url}/api/blogs`)).json();
    const routes = ['/', '/blog', `/blog/${posts.data[0].slug}`, '/about', '/contact'];
    const trees = [];
    for (const route of routes) {
      const page = await browser.newPage({ javaScriptEnabled: false }); // the server's markup, untouched
      await page.goto(`${site.url}${route}`);
      trees.push(await page.evaluate(readTree));
      await page.close();
    }
    baseline = await startBaseline(trees);
    const rows = [];
    for (const [i, route] of routes.entries()) {
      const site_ = [];
      const bare = [];
      const again = [];
      // Alternating, so that a slower moment of the machine weighs on both.
      for (let run = 0; run < RUNS; run++) {
        site_.push(await measureLoad(browser, `${site.url}${route}`, `${site.url}/favicon.svg`, { touch: true }));
        bare.push((await measureLoad(browser, `${baseline.url}/${i}`, `${baseline.url}/blank`)).load);
        again.push(
          (await measureLoad(browser, `${site.url}${route}`, `${site.url}/favicon.svg`, { again: true })).load,
        );
      }
      const row = {
        route: route.startsWith('/blog/') ? '/blog/{slug}' : route,
        work: median(site_.map((r) => r.load.work)),
        styleLayout: median(site_.map((r) => r.load.styleLayout)),
        script: median(site_.map((r) => r.load.script)),
        touchWork: median(site_.map((r) => r.touch.work)),
        total: median(site_.map((r) => r.load.work + r.touch.work)),
        bare: median(bare.map((r) => r.work)),
        longest: median(site_.map((r) => r.load.longest)),
        blocking: median(site_.map((r) => r.load.blocking)),
        touchLongest: median(site_.map((r) => r.touch.longest)),
        touchBlocking: median(site_.map((r) => r.touch.blocking)),
        bareLongest: median(bare.map((r) => r.longest)),
        bareBlocking: median(bare.map((r) => r.blocking)),
        againWork: median(again.map((r) => r.work)),
        againLongest: median(again.map((r) => r.longest)),
      };
      console.log(row);
      rows.push(row);
    }
    const ms = (value) => `${Math.round(value)} ms`;
    return [
      `Measured by \`npm run bench\` (scripts/lib/main-thread.mjs) ${measuredOn()}: Chromium headless with its CPU slowed`,
      `${SLOWDOWN}× (DevTools throttling), each page loaded ${RUNS} times from a production start with the demo content, alternating`,
      'with its baseline. Work is the main thread’s task time (script, style, layout, paint), medians of the runs;',
      'at load, the part spent in style recalculation and layout, and in script, is in brackets.',
      '**At load**: from navigation until the page is idle after the network went quiet. A public page does not',
      'run the application then (it works without it, boot.ts); **on the first touch** (a key pressed once the page',
      'is idle) the application is evaluated and hydrates the page: from the key until it is hydrated and idle.',
      'The baseline is a bare React 19 page, built with the same Vite in the same run, that hydrates the same',
      'server markup (the page’s element tree, rendered by react-dom/server) at load, with no stylesheet, fonts,',
      'router or Apollo. The ratio compares the page with it at load (navigation to idle; the page has not hydrated)',
      'and with the first touch added (hydrated, as the bare page is); the goal is judged at load. A long task is one over 50 ms;',
      'the longest one and the blocking time (the part of each long task over 50 ms, summed, as Lighthouse’s TBT)',
      'are those after the first paint at load (the bare page’s in brackets), and those after the key on the first touch.',
      'A first load has an empty cache, so the page is drawn in the web fonts’ local stand-ins (styles/fonts.css);',
      '**loaded again** (loaded and touched once before, as by a reader coming back: files cached, drawn in the',
      'web fonts from the first paint): its work at load and longest task after the first paint.',
      '',
      '| page | work at load (style and layout, script) | on first touch | bare React page | ratio at load, with first touch | longest task after paint | blocking time after paint | first touch: longest task, blocking | loaded again: work at load, longest task | goal: ≤ 1.5×, none over 50 ms at load |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((row) => {
        const ratio = row.work / row.bare;
        const met = ratio <= 1.5 && row.longest <= 50 ? 'met' : 'not met';
        return `| \`${row.route}\` | ${ms(row.work)} (${ms(row.styleLayout)}, ${ms(row.script)}) | ${ms(row.touchWork)} | ${ms(row.bare)} | ${ratio.toFixed(2)}×, ${(row.total / row.bare).toFixed(2)}× | ${ms(row.longest)} (${ms(row.bareLongest)}) | ${ms(row.blocking)} (${ms(row.bareBlocking)}) | ${ms(row.touchLongest)}, ${ms(row.touchBlocking)} | ${ms(row.againWork)}, ${ms(row.againLongest)} | ${met} |`;
      }),
    ];
  } finally {
    await browser.close();
    await baseline?.stop();
    await site.stop();
  }
}
