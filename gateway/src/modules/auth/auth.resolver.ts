import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { LoginArgs, LoginResult, TwoFactorCodeArgs, TwoFactorEnabled, TwoFactorSetup } from './auth.types';
import { User } from './user.entity';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description:
      "Unknown email and wrong password both answer 'Giriş başarısız'. Over /graphql it also sets the browser's HttpOnly session cookie.",
  })
  async login(
    @Args(() => LoginArgs) { email, password, code }: LoginArgs,
    @Ctx() { services, address, session }: Context,
  ): Promise<LoginResult> {
    const result = await services.auth.login(email, password, address, code);
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

  @Authorized()
  @Mutation(() => TwoFactorSetup, {
    description: 'Starts setting up two-factor sign-in: a new secret, shown this once; `enableTwoFactor` confirms it.',
  })
  setupTwoFactor(@Ctx() { services, user }: Context): Promise<TwoFactorSetup> {
    return services.twoFactor.setup(user!);
  }

  @Authorized()
  @Mutation(() => TwoFactorEnabled, {
    description: 'Turns two-factor sign-in on with a code from the secret being set up.',
  })
  enableTwoFactor(
    @Args(() => TwoFactorCodeArgs) { code }: TwoFactorCodeArgs,
    @Ctx() { services, user }: Context,
  ): Promise<TwoFactorEnabled> {
    return services.twoFactor.enable(user!, code);
  }

  @Authorized()
  @Mutation(() => User, {
    description: 'Turns two-factor sign-in off; needs a current code or a recovery code (rate-limited like sign-in).',
  })
  disableTwoFactor(
    @Args(() => TwoFactorCodeArgs) { code }: TwoFactorCodeArgs,
    @Ctx() { services, user, address }: Context,
  ): Promise<User> {
    return services.twoFactor.disable(user!, code, address);
  }
}
