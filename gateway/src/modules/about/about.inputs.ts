import { ArrayMaxSize, IsNotEmpty, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CONTENT_LIMITS } from '../../content-limits';
import { MaxLength, MultiLine, Trim } from '../../graphql/validation';

const LIMITS = CONTENT_LIMITS.about;

@InputType()
export class ExperienceInput {
  @Field(() => String, { description: 'Position.' })
  @Trim()
  @IsNotEmpty({ message: 'Deneyim pozisyonu zorunludur' })
  @MaxLength(LIMITS.experienceTitle, {
    message: `Deneyim pozisyonu en fazla ${LIMITS.experienceTitle} karakter olabilir`,
  })
  title: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Deneyim şirketi zorunludur' })
  @MaxLength(LIMITS.experienceCompany, {
    message: `Deneyim şirketi en fazla ${LIMITS.experienceCompany} karakter olabilir`,
  })
  company: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Deneyim dönemi zorunludur' })
  @MaxLength(LIMITS.experiencePeriod, {
    message: `Deneyim dönemi en fazla ${LIMITS.experiencePeriod} karakter olabilir`,
  })
  period: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @IsNotEmpty({ message: 'Deneyim açıklaması zorunludur' })
  @MaxLength(LIMITS.experienceDescription, {
    message: `Deneyim açıklaması en fazla ${LIMITS.experienceDescription} karakter olabilir`,
  })
  description: string;
}

@InputType({ description: 'The whole About page except the CV, which has its own mutations.' })
export class AboutInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'İsim alanı zorunludur' })
  @MaxLength(LIMITS.name, { message: `İsim en fazla ${LIMITS.name} karakter olabilir` })
  name: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Unvan alanı zorunludur' })
  @MaxLength(LIMITS.title, { message: `Unvan en fazla ${LIMITS.title} karakter olabilir` })
  title: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @IsNotEmpty({ message: 'Açıklama alanı zorunludur' })
  @MaxLength(LIMITS.description, { message: `Açıklama en fazla ${LIMITS.description} karakter olabilir` })
  description: string;

  @Field(() => [ExperienceInput], { description: 'In display order.' })
  @ValidateNested()
  @ArrayMaxSize(LIMITS.experiences, { message: `En fazla ${LIMITS.experiences} deneyim eklenebilir` })
  experiences: ExperienceInput[];

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  @Trim()
  technologies: string[];
}
