import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { LoginArgs, LoginResult } from './auth.types';
import { User } from './user.entity';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description:
      "Unknown email and wrong password both answer 'Giriş başarısız'. Over /graphql it also sets the browser's HttpOnly session cookie.",
  })
  async login(
    @Args(() => LoginArgs) { email, password }: LoginArgs,
    @Ctx() { services, address, session }: Context,
  ): Promise<LoginResult> {
    const result = await services.auth.login(email, password, address);
    session?.set(result.token);
    return result;
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() { user }: Context): User {
    return user!;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Signs out: every token of this user stops working, and the session cookie is cleared.',
  })
  async logout(@Ctx() { services, user, session }: Context): Promise<boolean> {
    await services.auth.logout(user!);
    session?.clear();
    return true;
  }
}
