import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Trim } from '../../graphql/validation';

@InputType({ description: 'A post as the admin writes it; `content` is sanitised on the server.' })
export class BlogInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Başlık alanı zorunludur' })
  @MaxLength(200, { message: 'Başlık en fazla 200 karakter olabilir' })
  title: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Kısa açıklama alanı zorunludur' })
  @MaxLength(200, { message: 'Kısa açıklama en fazla 200 karakter olabilir' })
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
