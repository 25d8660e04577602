import { type GraphQLResponse, type TestApp, startTestApp } from '../../../test/support/app';
import { totp } from '../../../test/support/totp';
import { User } from './user.entity';
import { createUser } from './users.service';

/**
 * What the two-factor suites (two-factor-on-and-off, two-factor-sign-in) share: the operations,
 * the Turkish messages, a new app before each test and the helpers that make an owner and turn
 * two-factor sign-in on through the GraphQL door.
 */

export const STEP = 30_000;
export const PASSWORD = 'dogru-sifre-123';
export const WRONG_CODE = 'Doğrulama kodu geçersiz.';
export const CODE_REQUIRED =
  'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.';
export const LOGIN_FAILED = 'Giriş başarısız';
export const BLOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 10 dakika sonra tekrar deneyin.';

export const LOGIN = `mutation($email: String!, $password: String!, $code: String) {
  login(email: $email, password: $password, code: $code) { token user { email twoFactorEnabled } }
}`;
export const SETUP = 'mutation { setupTwoFactor { secret otpauthUrl qrCode } }';
export const ENABLE =
  'mutation($code: String!) { enableTwoFactor(code: $code) { recoveryCodes user { id twoFactorEnabled } } }';
export const DISABLE = 'mutation($code: String!) { disableTwoFactor(code: $code) { id twoFactorEnabled } }';

export type LoginData = { login: { token: string; user: { email: string; twoFactorEnabled: boolean } } };
export type SetupData = { setupTwoFactor: { secret: string; otpauthUrl: string; qrCode: string } };
export type EnableData = {
  enableTwoFactor: { recoveryCodes: string[]; user: { id: string; twoFactorEnabled: boolean } };
};

/** The middle of a 30-second step, some time from now, so ±1 step is never cut by a step boundary. */
export const midStep = () => (Math.floor(Date.now() / STEP) + 10) * STEP + STEP / 2;

export function expectSignedIn(response: GraphQLResponse<LoginData>, email: string) {
  expect(response.errors).toBeUndefined();
  expect(response.data!.login.user).toEqual({ email, twoFactorEnabled: true });
}

/**
 * Starts a new app before each test (closing it after, with the real clock), which `use` is given
 * (the suite keeps it in its own `app`). Call inside the suite's describe.
 */
export function twoFactorSuite(use: (current: TestApp) => void) {
  let app: TestApp;

  beforeEach(async () => {
    app = await startTestApp();
    use(app);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await app.close();
  });
  /** An admin with a token, and helpers bound to them. */
  async function owner(email = 'sahip@example.com') {
    const user = await createUser(app.dataSource, { email, password: PASSWORD, role: 'admin' });
    const { token } = (await app.gql<LoginData>(LOGIN, { email, password: PASSWORD })).data!.login;
    const as = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      app.gql<T>(query, variables, { token });
    const login = (code?: string | null, password = PASSWORD) =>
      app.gql<LoginData>(LOGIN, { email, password, ...(code === undefined ? {} : { code }) });
    return { user, token, as, login, email };
  }

  /** Turns 2FA on as the app's screen does; returns the secret and the recovery codes. */
  async function turnOn(as: Awaited<ReturnType<typeof owner>>['as']) {
    const setup = await as<SetupData>(SETUP);
    expect(setup.errors).toBeUndefined();
    const { secret } = setup.data!.setupTwoFactor;
    const enabled = await as<EnableData>(ENABLE, { code: totp(secret) });
    expect(enabled.errors).toBeUndefined();
    return { secret, recoveryCodes: enabled.data!.enableTwoFactor.recoveryCodes };
  }

  const stored = async (id: string) =>
    app.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect(['u.totpSecret', 'u.totpPendingSecret', 'u.totpLastStep'])
      .where({ id })
      .getOneOrFail();

  return { owner, turnOn, stored };
}
