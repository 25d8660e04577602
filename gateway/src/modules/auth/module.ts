import type { Module } from '../../core/module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { RecoveryCode } from './recovery-code.entity';
import { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';

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
};
