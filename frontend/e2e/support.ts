import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
/** The widths the admin-on-a-phone work is checked at (issue 26): a 390 px phone and the desktop. */
export const PHONE_AND_DESKTOP = [{ name: 'phone', width: 390, height: 844 }, WIDTHS[1]] as const;

/**
 * The one width of a flow whose steps are the same at every width, one that walks data through the
 * UI (create, edit, delete, search results, tag pages…): the first of `widths`, the phone, where
 * layout breaks first (issue 44: `oneWidth(WIDTHS)` in place of `WIDTHS`). A check of what the width
 * changes (overflow, what is visible, menus that fold, tap targets, the admin menu on a phone) and
 * the accessibility checks keep both widths.
 */
export const oneWidth = <T extends readonly [unknown, ...unknown[]]>(widths: T) => [widths[0]] as [T[0]];

/** The gateway's session cookie: HttpOnly, SameSite=Strict (no Secure over plain http). */
export const SESSION_COOKIE = { name: 'session', httpOnly: true, sameSite: 'Strict' } as const;

const SHOTS = path.resolve(import.meta.dirname, '../test-results');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page that records what must never happen on the site: console errors (CSP violations and
 * hydration mismatches among them), requests to any other origin, and (on public pages) admin code
 * being downloaded. Console warnings are kept apart (`warnings`): the public pages must have none
 * either. `operations` names every GraphQL operation the page sent but its views for the owner's
 * analytics, whose paths are in `pageViews`. `base`: the gateway, when not the set-up's.
 */
export async function openPage(
  browser: Browser,
  width: number,
  height: number,
  token?: string,
  { javaScriptEnabled = true, base = baseUrl() }: { javaScriptEnabled?: boolean; base?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'en-US',
    reducedMotion: 'reduce',
    javaScriptEnabled,
  });
  // Signed in as the site's own login would leave it: the token in the HttpOnly session cookie.
  if (token) await context.addCookies([{ ...SESSION_COOKIE, value: token, url: base }]);
  const page = await context.newPage();
  const problems: string[] = [];
  const warnings: string[] = [];
  const scripts: string[] = [];
  const operations: string[] = [];
  const pageViews: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(`console warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:'))
      problems.push(`outside request: ${url}`);
    if (request.resourceType() === 'script') scripts.push(url);
    if (url.startsWith(`${base}/graphql`)) {
      let name = request.method();
      let variables: { path?: string } = {};
      try {
        const body = request.postDataJSON() as { operationName?: string; variables?: { path?: string } } | null;
        name = body?.operationName ?? name;
        variables = body?.variables ?? {};
      } catch {
        // a multipart upload: no JSON body
      }
      if (name === 'RecordPageView') pageViews.push(variables.path!);
      else operations.push(name);
    }
  });
  return { page, problems, warnings, scripts, operations, pageViews, close: () => context.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // `caret: 'initial'`: hiding the caret sets a style on every field, which a page not yet hydrated
  // (the header's search field is on every page) would then find in its markup and report.
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, caret: 'initial' });
}

/**
 * A full-page shot of the page as it stands, and one of the same page in the dark theme: the
 * system's scheme emulated dark (the site follows it as it changes, as it does on a first paint,
 * which 9-theme checks), then back to the context's own. For people to look at; one page, no reload.
 */
export async function lightAndDarkShots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  // Two frames: the page's style, and whatever redraws on the change (the analytics chart), settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: null });
}

/**
 * `publicVisit(() => browser)(route, width, height, shot)` opens a public route at a width and checks
 * the site's invariants once the page has settled. The page arrives rendered with its data: its
 * first load asks GraphQL for nothing, but a post counts its view (ViewBlog), and every page reports
 * its view for analytics; `status` is the HTTP status the page must answer with.
 */
export const publicVisit =
  (browser: () => Browser) =>
  async (route: string, width: number, height: number, shot: string, status = 200) => {
    const session = await openPage(browser(), width, height);
    const response = await session.page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
    expect(response!.status()).toBe(status);
    const isPost = /^\/blog\/[^/]+$/.test(new URL(session.page.url()).pathname) && status === 200;
    // A post counts its view once hydrated, which may come after the network went quiet on a busy machine.
    if (isPost) await expect.poll(() => session.operations, { timeout: 10_000 }).toEqual(['ViewBlog']);
    else expect(session.operations).toEqual([]);
    // Every page reports its view once, for the owner's analytics; the 404 page has no script and reports none.
    const path = new URL(session.page.url()).pathname;
    if (status === 404) expect(session.pageViews).toEqual([]);
    else await expect.poll(() => session.pageViews, { timeout: 10_000 }).toEqual([path]);
    // The browser reports the document's own 404 as a failed resource: that is the page's answer, not a problem.
    if (status === 404)
      session.problems.splice(
        0,
        session.problems.length,
        ...session.problems.filter((p) => !p.includes('status of 404')),
      );
    let shotTaken = false;
    return {
      ...session,
      /** Screenshot now (before the test leaves the page); `state` names a second picture of the same page. */
      snap: async (state?: string) => {
        if (!state) shotTaken = true;
        await screenshot(session.page, state ? `${shot}-${state}` : shot);
      },
      /** Screenshot (unless taken), then: no console errors or warnings, nothing from another origin, no admin code. */
      done: async () => {
        if (!shotTaken) await screenshot(session.page, shot);
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        expect(session.scripts.filter((url) => /Admin|Editor|editor|dnd/.test(url))).toEqual([]);
        await session.close();
      },
    };
  };

/**
 * Headers that make a request come from a reader at an address of its own (the e2e gateway trusts
 * loopback as a proxy): the per-address limits, such as 5 contact messages in 10 minutes, start afresh.
 */
export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

/** Calls the REST facade as a script would (with `headers`, such as `fromAddress`). */
export async function api<T = unknown>(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!json.success) throw new Error(`${method} ${route}: ${response.status} ${json.message}`);
  return json.data;
}

/** The editor's image upload: GraphQL multipart, admin only; answers the `/uploads/...` URL. */
export async function uploadImage(token: string, bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: 'mutation ($file: Upload) { uploadImage(file: $file) }', variables: { file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const json = (await response.json()) as { data?: { uploadImage: string }; errors?: unknown };
  if (!json.data) throw new Error(`uploadImage: ${JSON.stringify(json.errors)}`);
  return json.data.uploadImage;
}

export async function signIn(who: 'admin' | 'reader' = 'admin'): Promise<string> {
  const { email, password } = inject(who);
  return (await api<{ token: string }>('POST', '/api/auth/login', { email, password })).token;
}

/**
 * Signs in through the form, as the owner does. With two-factor sign-in on, the form then asks
 * for 'Doğrulama kodu': `code` gives it (called only then, so a TOTP code is as fresh as can be).
 * `base`: the gateway, when not the set-up's (its owner is the set-up's too).
 */
export async function signInThroughForm(page: Page, code?: () => string, base = baseUrl()): Promise<void> {
  const { email, password } = inject('admin');
  await page.goto(`${base}/mrpurposeless/login`);
  await page.getByRole('heading', { name: 'Admin Paneli' }).waitFor();
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  if (code) {
    await page.getByLabel('Doğrulama kodu').fill(code());
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
  }
  await page.waitForURL(`${base}/mrpurposeless`);
}

/**
 * Goes to an admin screen through the side menu (opened first where it folds away, below 820 px); a
 * link's name may go on after a comma ('Mesajlar , 3 okunmamış mesaj' in Chromium, which puts a space
 * between flex items).
 */
export async function adminMenu(page: Page, width: number, label: string): Promise<void> {
  if (width < 820) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page
    .getByRole('navigation', { name: 'Admin menüsü' })
    .getByRole('link', { name: new RegExp(`^${label}( ?,|$)`) })
    .click();
}

/** The smallest valid PDF-looking file the gateway accepts (it checks the `%PDF-` signature). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Drags `source` onto `target` with HTML5 drag and drop. Headless Chromium starts no native drag
 * from synthetic mouse input, so this fires the events the browser would (dragstart, dragenter,
 * dragover, drop, dragend) with one shared DataTransfer: the page's own handlers do the rest.
 */
export async function html5Drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const handles = [await source.elementHandle(), await target.elementHandle()];
  await page.evaluate(async ([from, to]) => {
    const data = new DataTransfer();
    const fire = (element: Element, type: string) => {
      const box = element.getBoundingClientRect();
      const init = {
        bubbles: true,
        cancelable: true,
        dataTransfer: data,
        clientX: box.x + box.width / 2,
        clientY: box.y + 10,
      };
      element.dispatchEvent(new DragEvent(type, init));
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
    fire(from!, 'dragstart');
    await tick();
    fire(to!, 'dragenter');
    fire(to!, 'dragover');
    await tick();
    fire(to!, 'drop');
    fire(from!, 'dragend');
  }, handles);
}

/**
 * The pre-publish check beside the blog form's buttons (issues 23 and 43): a live list of what to
 * look at, kept current while the owner writes; and its findings' texts as they stand.
 */
export const prepublishPanel = (page: Page) => page.getByRole('region', { name: 'Yayın öncesi denetim' });
export const prepublishFindings = (page: Page) => prepublishPanel(page).getByRole('listitem').allTextContents();

/** The question a publish button asks of a post that would be published broken (an empty post, an image that does not load). */
export const brokenPostDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Bu yazı okuyuculara bozuk görünecek:' });
