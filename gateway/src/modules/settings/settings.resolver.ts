import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { ContactInfoInput, SocialMediaInput } from './settings.inputs';
import { SettingsType } from './settings.types';

@Resolver(() => SettingsType)
export class SettingsResolver {
  @Query(() => SettingsType)
  settings(@Ctx() { services }: Context): Promise<SettingsType> {
    return services.settings.get();
  }

  @Authorized('admin')
  @Mutation(() => SettingsType, { description: 'Replaces the whole list; entries with an empty URL are dropped.' })
  updateSocialMedia(
    @Arg('socialMedia', () => [SocialMediaInput]) socialMedia: SocialMediaInput[],
    @Ctx() { services }: Context,
  ): Promise<SettingsType> {
    return services.settings.updateSocialMedia(socialMedia);
  }

  @Authorized('admin')
  @Mutation(() => SettingsType)
  updateContactInfo(
    @Arg('input', () => ContactInfoInput) input: ContactInfoInput,
    @Ctx() { services }: Context,
  ): Promise<SettingsType> {
    return services.settings.updateContactInfo(input);
  }
}
