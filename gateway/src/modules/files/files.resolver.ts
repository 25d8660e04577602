import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';

@Resolver()
export class FilesResolver {
  @Authorized('admin')
  @Mutation(() => String, {
    description:
      'Stores an editor image and returns its /uploads URL. A photo (jpeg, png, webp; at most 20 MiB) is stored upright, without metadata, as AVIF and WebP at four widths and a fallback (the URL); gif, bmp, ico and animated webp (at most 5 MiB) as they came.',
  })
  uploadImage(
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('keepOriginal', () => Boolean, {
      defaultValue: false,
      description: 'Also keep a photo as it came (with its metadata), never served: the owner’s own copy.',
    })
    keepOriginal: boolean,
    @Ctx() { services }: Context,
  ): Promise<string> {
    return services.files.saveImage(file, keepOriginal);
  }
}
