import { User } from '../src/modules/auth/user.entity';
import { createUser, setPassword, setRole } from '../src/modules/auth/users.service';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { expectOnlyError } from './support/graphql';
import { claimsOf, sign } from './support/tokens';

/** Sign-in, `me` and `logout` over /graphql (docs/server.md#accounts, docs/api.md#who-may-do-what). */

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { id email username role } }
}`;
const ME = '{ me { id email username role } }';
const LOGOUT = 'mutation { logout }';
const DASHBOARD = '{ dashboardStats { blogCount messageCount } }';

const LOGIN_FAILED = 'Giriş başarısız';
const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';

type LoginData = {
  login: { token: string; user: { id: string; email: string; username: string | null; role: string } };
};
type MeData = { me: { id: string; email: string; username: string | null; role: string } };

function decodeHeader(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe(`GraphQL sign-in (${testDb})`, () => {
  let app: TestApp;
  let owner: User;
  let member: User;
  const OWNER_PASSWORD = 'dogru-sifre-123';
  const MEMBER_PASSWORD = 'uye-sifresi-456';

  const login = (email: string, password: string) => app.gql<LoginData>(LOGIN, { email, password });

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createUser(app.dataSource, {
      email: 'Sahip@Example.com',
      password: OWNER_PASSWORD,
      role: 'admin',
      username: 'sahip',
    });
    member = await createUser(app.dataSource, { email: 'uye@example.com', password: MEMBER_PASSWORD, role: 'user' });
  });
  afterAll(() => app.close());

  it('returns a token and the user (id, email, username, role)', async () => {
    const response = await login('sahip@example.com', OWNER_PASSWORD);
    expect(response.errors).toBeUndefined();
    const { token, user } = response.data!.login;
    expect(user).toEqual({ id: owner.id, email: 'sahip@example.com', username: 'sahip', role: 'admin' });
    expect(typeof token).toBe('string');
    expect(token.split('.')).toHaveLength(3);
  });

  it('issues an HS256 JWT from the "portfolio" issuer for the user, valid for 12 hours', async () => {
    const { token } = (await login('sahip@example.com', OWNER_PASSWORD)).data!.login;
    expect(decodeHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ iss: 'portfolio', sub: owner.id, ver: 0 });
    expect(claims.exp as number).toBe((claims.iat as number) + 12 * 3600);
    expect(Object.keys(claims)).not.toContain('role');
    expect(JSON.stringify(claims)).not.toContain('$argon2');
  });

  it('the token it returns works for `me` and for admin operations', async () => {
    const { token } = (await login('sahip@example.com', OWNER_PASSWORD)).data!.login;
    const me = await app.gql<MeData>(ME, {}, { token });
    expect(me).toEqual({
      data: { me: { id: owner.id, email: 'sahip@example.com', username: 'sahip', role: 'admin' } },
    });
    const stats = await app.gql(DASHBOARD, {}, { token });
    expect(stats).toEqual({ data: { dashboardStats: { blogCount: 0, messageCount: 0 } } });
  });

  it.each([
    ['upper case', 'SAHIP@EXAMPLE.COM'],
    ['mixed case', 'Sahip@Example.Com'],
    ['surrounding spaces', '   sahip@example.com  '],
    ['spaces, tabs and upper case', '\t SAHIP@example.COM \n'],
  ])('ignores the case and surrounding spaces of the email (%s)', async (_label, email) => {
    const response = await login(email, OWNER_PASSWORD);
    expect(response.errors).toBeUndefined();
    expect(response.data!.login.user).toEqual({
      id: owner.id,
      email: 'sahip@example.com',
      username: 'sahip',
      role: 'admin',
    });
  });

  it('signs in a user of role `user`; `me` answers for them', async () => {
    const response = await login('UYE@example.com', MEMBER_PASSWORD);
    expect(response.errors).toBeUndefined();
    expect(response.data!.login.user).toEqual({
      id: member.id,
      email: 'uye@example.com',
      username: null,
      role: 'user',
    });
    const me = await app.gql<MeData>(ME, {}, { token: response.data!.login.token });
    expect(me).toEqual({ data: { me: { id: member.id, email: 'uye@example.com', username: null, role: 'user' } } });
  });

  it('`me` works for any signed-in user: admin and role `user` (tokens from signIn)', async () => {
    const admin = await app.signIn('admin');
    const user = await app.signIn('user');
    const asAdmin = await app.gql<MeData>(ME, {}, { token: admin.token });
    const asUser = await app.gql<MeData>(ME, {}, { token: user.token });
    expect(asAdmin).toEqual({
      data: { me: { id: admin.user.id, email: admin.user.email, username: null, role: 'admin' } },
    });
    expect(asUser).toEqual({
      data: { me: { id: user.user.id, email: user.user.email, username: null, role: 'user' } },
    });
  });

  it('a role `user` is signed in but not an admin: FORBIDDEN on admin operations', async () => {
    const { token } = (await login('uye@example.com', MEMBER_PASSWORD)).data!.login;
    expectOnlyError(await app.gql(DASHBOARD, {}, { token }), 'FORBIDDEN', FORBIDDEN);
  });

  it('an unknown email answers exactly UNAUTHENTICATED "Giriş başarısız"', async () => {
    expectOnlyError(await login('kimse@example.com', OWNER_PASSWORD), 'UNAUTHENTICATED', LOGIN_FAILED);
  });

  it('a wrong password answers exactly UNAUTHENTICATED "Giriş başarısız"', async () => {
    expectOnlyError(await login('sahip@example.com', 'yanlis-sifre-999'), 'UNAUTHENTICATED', LOGIN_FAILED);
  });

  it('passwords are case-sensitive', async () => {
    expectOnlyError(await login('uye@example.com', MEMBER_PASSWORD.toUpperCase()), 'UNAUTHENTICATED', LOGIN_FAILED);
  });

  it('unknown email and wrong password give identical answers (no account enumeration)', async () => {
    const unknown = await login('baskasi@example.com', 'yanlis-sifre-999');
    const wrong = await login('uye@example.com', 'yanlis-sifre-999');
    expect(unknown).toEqual(wrong);
    expect(unknown.data).toBeNull();
  });

  it.each([
    ['empty email', '', OWNER_PASSWORD, 'E-posta alanı zorunludur'],
    ['blank email', '   ', OWNER_PASSWORD, 'E-posta alanı zorunludur'],
    ['empty password', 'sahip@example.com', '', 'Şifre alanı zorunludur'],
    ['both empty (email first)', '', '', 'E-posta alanı zorunludur'],
  ])('%s → BAD_USER_INPUT with the Turkish message', async (_label, email, password, message) => {
    const response = await login(email, password);
    expect(response.data ?? null).toBeNull();
    expect(response.errors).toHaveLength(1);
    expect(response.errors![0]!.message).toBe(message);
    expect(response.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a missing password argument is BAD_USER_INPUT, in Turkish', async () => {
    const response = await app.gql('mutation { login(email: "sahip@example.com") { token } }');
    expect(response.data ?? null).toBeNull();
    expect(response.errors).toHaveLength(1);
    expect(response.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe('Zorunlu argüman eksik: password.');
  });

  it('refuses a password or email past its limit before hashing it, and counts no failure', async () => {
    expectOnlyError(
      await login(owner.email, 'x'.repeat(1025)),
      'BAD_USER_INPUT',
      'Şifre en fazla 1024 karakter olabilir',
    );
    expectOnlyError(
      await login(`${'a'.repeat(250)}@example.com`, OWNER_PASSWORD),
      'BAD_USER_INPUT',
      'E-posta en fazla 254 karakter olabilir',
    );
    // Refused as input, not as failed sign-ins: six of them do not lock the account (five failures would).
    for (let attempt = 0; attempt < 6; attempt++) await login(owner.email, 'y'.repeat(2000));
    const ok = await login(owner.email, OWNER_PASSWORD);
    expect(ok.errors).toBeUndefined();
  });
});

describe(`GraphQL logout and revocation (${testDb})`, () => {
  let app: TestApp;
  const PASSWORD = 'dogru-sifre-123';

  const login = (email: string, password: string) => app.gql<LoginData>(LOGIN, { email, password });
  const tokenFor = async (email: string, password = PASSWORD) => {
    const response = await login(email, password);
    expect(response.errors).toBeUndefined();
    return response.data!.login.token;
  };
  const tokenVersion = async (id: string) =>
    (await app.dataSource.getRepository(User).findOneByOrFail({ id })).tokenVersion;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('returns true; that token, and an older one of the same user, stop working; a new login works', async () => {
    const owner = await createUser(app.dataSource, { email: 'cikis@example.com', password: PASSWORD, role: 'admin' });
    const token = await tokenFor('cikis@example.com');
    // Another token of the same user and version, issued before the logout (differs by its expiry).
    const earlier = sign(owner, { expiresIn: '2h' });
    expect(earlier).not.toBe(token);
    expect((await app.gql<MeData>(ME, {}, { token })).data?.me.id).toBe(owner.id);
    expect((await app.gql<MeData>(ME, {}, { token: earlier })).data?.me.id).toBe(owner.id);

    expect(await app.gql(LOGOUT, {}, { token })).toEqual({ data: { logout: true } });
    expect(await tokenVersion(owner.id)).toBe(1);

    expectOnlyError(await app.gql(ME, {}, { token }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(ME, {}, { token: earlier }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(DASHBOARD, {}, { token: earlier }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(LOGOUT, {}, { token }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(LOGOUT, {}, { token: earlier }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expect(await tokenVersion(owner.id)).toBe(1);

    const fresh = await tokenFor('cikis@example.com');
    expect(await app.gql<MeData>(ME, {}, { token: fresh })).toEqual({
      data: { me: { id: owner.id, email: 'cikis@example.com', username: null, role: 'admin' } },
    });
    expect((await app.gql(DASHBOARD, {}, { token: fresh })).errors).toBeUndefined();
  });

  it('revokes only the tokens of the user who signs out', async () => {
    const leaving = await app.signIn('admin');
    const staying = await app.signIn('admin');
    const member = await app.signIn('user');
    expect(await app.gql(LOGOUT, {}, { token: leaving.token })).toEqual({ data: { logout: true } });
    expectOnlyError(await app.gql(ME, {}, { token: leaving.token }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expect((await app.gql<MeData>(ME, {}, { token: staying.token })).data?.me.id).toBe(staying.user.id);
    expect((await app.gql<MeData>(ME, {}, { token: member.token })).data?.me.id).toBe(member.user.id);
    expect(await tokenVersion(staying.user.id)).toBe(0);
  });

  it('a user of role `user` may sign out too', async () => {
    const member = await app.signIn('user');
    expect(await app.gql(LOGOUT, {}, { token: member.token })).toEqual({ data: { logout: true } });
    expectOnlyError(await app.gql(ME, {}, { token: member.token }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    const again = await tokenFor(member.user.email, member.password);
    expect((await app.gql<MeData>(ME, {}, { token: again })).data?.me).toEqual({
      id: member.user.id,
      email: member.user.email,
      username: null,
      role: 'user',
    });
  });

  it('`me` and `logout` without a token are UNAUTHENTICATED and change nothing', async () => {
    const users = await app.dataSource.getRepository(User).find({ order: { id: 'ASC' } });
    expectOnlyError(await app.gql(ME), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(LOGOUT), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expect(await app.dataSource.getRepository(User).find({ order: { id: 'ASC' } })).toEqual(users);
  });

  it('a new password (the user command) revokes every earlier token; the old password stops working', async () => {
    const owner = await createUser(app.dataSource, { email: 'sifre@example.com', password: PASSWORD, role: 'admin' });
    const viaLogin = await tokenFor('sifre@example.com');
    const viaSignIn = (await app.signIn('admin')).token; // someone else: unaffected
    await setPassword(app.dataSource, 'sifre@example.com', 'yeni-sifre-789');
    expect(await tokenVersion(owner.id)).toBe(1);

    expectOnlyError(await app.gql(ME, {}, { token: viaLogin }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await app.gql(LOGOUT, {}, { token: viaLogin }), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expectOnlyError(await login('sifre@example.com', PASSWORD), 'UNAUTHENTICATED', LOGIN_FAILED);
    expect((await app.gql(ME, {}, { token: viaSignIn })).errors).toBeUndefined();

    const fresh = await tokenFor('sifre@example.com', 'yeni-sifre-789');
    expect((await app.gql<MeData>(ME, {}, { token: fresh })).data?.me.id).toBe(owner.id);
  });

  it('the role is read per request: a demoted admin keeps `me` but is FORBIDDEN on admin operations', async () => {
    const admin = await app.signIn('admin');
    expect((await app.gql(DASHBOARD, {}, { token: admin.token })).errors).toBeUndefined();
    await setRole(app.dataSource, admin.user.email, 'user');
    expectOnlyError(await app.gql(DASHBOARD, {}, { token: admin.token }), 'FORBIDDEN', FORBIDDEN);
    expect((await app.gql<MeData>(ME, {}, { token: admin.token })).data?.me.role).toBe('user');
  });

  it('the scheme is case-insensitive ("bearer") and surrounding spaces are allowed', async () => {
    const admin = await app.signIn('admin');
    for (const authorization of [`bearer ${admin.token}`, `BEARER ${admin.token}`, `Bearer   ${admin.token}  `]) {
      const me = await app.gql<MeData>(ME, {}, { headers: { authorization } });
      expect(me.errors).toBeUndefined();
      expect(me.data?.me.id).toBe(admin.user.id);
    }
  });
});
