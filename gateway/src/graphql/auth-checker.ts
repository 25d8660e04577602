import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import type { Context } from './context';

/**
 * `@Authorized()`: any signed-in user; `@Authorized('admin')`: the admin. No valid token is
 * UNAUTHENTICATED, a signed-in user without the role is FORBIDDEN.
 */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.user) throw new AppError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(context.user.role)) throw new AppError('FORBIDDEN');
  return true;
};
