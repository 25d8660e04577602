import { IsNotEmpty } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CONTENT_LIMITS } from '../../content-limits';
import { MaxLength, Trim } from '../../graphql/validation';

const LIMITS = CONTENT_LIMITS.blog;

@InputType({ description: 'A post as the admin writes it; `content` is sanitised on the server.' })
export class BlogInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Başlık alanı zorunludur' })
  @MaxLength(LIMITS.title, { message: `Başlık en fazla ${LIMITS.title} karakter olabilir` })
  title: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Kısa açıklama alanı zorunludur' })
  @MaxLength(LIMITS.shortDescription, {
    message: `Kısa açıklama en fazla ${LIMITS.shortDescription} karakter olabilir`,
  })
  shortDescription: string;

  @Field(() => String, { description: 'Rich HTML from the editor.' })
  content: string;

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  tags: string[];

  @Field(() => Date, { nullable: true, description: 'Defaults to now on create, unchanged on update.' })
  publishDate?: Date | null;
}
