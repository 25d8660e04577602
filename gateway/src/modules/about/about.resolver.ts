import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { Locale, LOCALE_ARG } from '../../core/locale';
import { AboutInput } from './about.inputs';
import { AboutType } from './about.types';

@Resolver(() => AboutType)
export class AboutResolver {
  @Query(() => AboutType, {
    nullable: true,
    description:
      'Null until the owner first saves the page or uploads a CV (which makes it with empty texts). In English, null until the page has an English version (name, title, description); its experiences then are those with English texts.',
  })
  about(
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() { services }: Context,
  ): Promise<AboutType | null> {
    return services.about.get(locale);
  }

  @Authorized('admin')
  @Mutation(() => AboutType)
  updateAbout(@Arg('input', () => AboutInput) input: AboutInput, @Ctx() { services }: Context): Promise<AboutType> {
    return services.about.update(input);
  }

  @Authorized('admin')
  @Mutation(() => AboutType, { description: 'A PDF of at most 5 MiB; replaces the previous CV.' })
  uploadCv(
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() { services }: Context,
  ): Promise<AboutType> {
    return services.about.uploadCv(file);
  }

  @Authorized('admin')
  @Mutation(() => AboutType)
  deleteCv(@Ctx() { services }: Context): Promise<AboutType> {
    return services.about.deleteCv();
  }
}
