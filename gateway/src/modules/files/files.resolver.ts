import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';

@Resolver()
export class FilesResolver {
  @Authorized('admin')
  @Mutation(() => String, {
    description: 'Stores an editor image (png, gif, jpeg, bmp, ico, webp; at most 5 MiB) and returns its /uploads URL.',
  })
  uploadImage(
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() { services }: Context,
  ): Promise<string> {
    return services.files.saveImage(file);
  }
}
