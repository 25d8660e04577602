import { AppError } from '../../core/errors';
import type { User } from './user.entity';

/** No valid token: UNAUTHENTICATED; signed in without one of the roles (if any): FORBIDDEN. */
export function checkAccess(user: User | null, roles: readonly string[]): true {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return true;
}
