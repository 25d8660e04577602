import type { AuthChecker } from 'type-graphql';
import type { Context } from '../../core/context';
import { AppError, forbidden } from '../../core/errors';
import type { User } from './user.entity';

/** No valid token: UNAUTHENTICATED; signed in without one of the roles (if any): FORBIDDEN. */
export function checkAccess(user: User | null, roles: readonly string[]): true {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return true;
}

/** `@Authorized()`: any signed-in user; `@Authorized('admin')`: the admin. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => checkAccess(context.user, roles);

/**
 * An argument only the admin may use (`includeUnpublished`, `preview`): the resolver checks it,
 * since `@Authorized` (and authorize-first) know fields, not arguments. Anyone else, signed in or
 * not, is FORBIDDEN: the same read without the argument is public.
 */
export function requireAdmin(user: User | null): void {
  if (user?.role !== 'admin') throw forbidden();
}
