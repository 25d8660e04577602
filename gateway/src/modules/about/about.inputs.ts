import { ArrayMaxSize, IsNotEmpty, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Trim } from '../../graphql/validation';

@InputType()
export class ExperienceInput {
  @Field(() => String, { description: 'Position.' })
  @Trim()
  @IsNotEmpty({ message: 'Deneyim pozisyonu zorunludur' })
  @MaxLength(200, { message: 'Deneyim pozisyonu en fazla 200 karakter olabilir' })
  title: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Deneyim şirketi zorunludur' })
  @MaxLength(200, { message: 'Deneyim şirketi en fazla 200 karakter olabilir' })
  company: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Deneyim dönemi zorunludur' })
  @MaxLength(100, { message: 'Deneyim dönemi en fazla 100 karakter olabilir' })
  period: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Deneyim açıklaması zorunludur' })
  @MaxLength(5000, { message: 'Deneyim açıklaması en fazla 5000 karakter olabilir' })
  description: string;
}

@InputType({ description: 'The whole About page except the CV, which has its own mutations.' })
export class AboutInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'İsim alanı zorunludur' })
  @MaxLength(200, { message: 'İsim en fazla 200 karakter olabilir' })
  name: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Unvan alanı zorunludur' })
  @MaxLength(200, { message: 'Unvan en fazla 200 karakter olabilir' })
  title: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Açıklama alanı zorunludur' })
  @MaxLength(10_000, { message: 'Açıklama en fazla 10000 karakter olabilir' })
  description: string;

  @Field(() => [ExperienceInput], { description: 'In display order.' })
  @ValidateNested()
  @ArrayMaxSize(50, { message: 'En fazla 50 deneyim eklenebilir' })
  experiences: ExperienceInput[];

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  technologies: string[];
}
