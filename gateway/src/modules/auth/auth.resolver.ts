import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { LoginArgs, LoginResult } from './auth.types';
import { User } from './user.entity';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, { description: "Unknown email and wrong password both answer 'Giriş başarısız'." })
  login(
    @Args(() => LoginArgs) { email, password }: LoginArgs,
    @Ctx() { services, address }: Context,
  ): Promise<LoginResult> {
    return services.auth.login(email, password, address);
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() { user }: Context): User {
    return user!;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out: every token of this user stops working.' })
  async logout(@Ctx() { services, user }: Context): Promise<boolean> {
    await services.auth.logout(user!);
    return true;
  }
}
