import type { Module } from '../../core/module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { checkAccess } from './access';
import { AuthService } from './auth.service';
import { RecoveryCode } from './recovery-code.entity';
import { TOKEN_LIFETIME_SECONDS } from './tokens';
import { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';
import { ensureAdmin } from './users.service';

declare module '../../core/context' {
  interface Services {
    auth: AuthService;
    twoFactor: TwoFactorService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Viewer extends User {}
}

/** Accounts, sign-in (password, two-factor codes, limits) and the session. */
export const authModule: Module = {
  name: 'auth',
  entities: [User, RecoveryCode],
  resolvers: [AuthResolver],
  routes: authRoutes,
  services: ({ dataSource, jwtSecret, limits }) => {
    const twoFactor = new TwoFactorService(dataSource, limits);
    return { twoFactor, auth: new AuthService(dataSource, jwtSecret, limits, twoFactor) };
  },
  publicFields: ['mutation.login'],
  prepare: ensureAdmin,
  backup: {
    accounts: User,
    // What lets an account past two-factor sign-in: its TOTP secret (and the one being set up, the
    // last step used and when it was turned on) and its recovery codes.
    secret: {
      tables: [RecoveryCode],
      columns: [{ entity: User, names: ['totpSecret', 'totpPendingSecret', 'totpLastStep', 'twoFactorEnabledAt'] }],
    },
  },
  sessions: (services) => ({
    lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    viewer: (token) => services.auth.userFromToken(token),
    checkAccess,
    isAdmin: (viewer) => viewer?.role === 'admin',
  }),
};
