import { ABOUT_RULES, CONTENT_LIMITS, EXPERIENCE_RULES, TOO_MANY_EXPERIENCES } from '@portfolio/content-rules';
import { ArrayMaxSize, IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';

@InputType({ description: "An experience's English texts, by the Turkish ones' rules (and their Turkish messages)." })
export class ExperienceTranslationInput {
  @Field(() => String, { description: 'Position.' })
  @Trim()
  @Rules(EXPERIENCE_RULES.title)
  title: string;

  @Field(() => String)
  @Trim()
  @Rules(EXPERIENCE_RULES.period)
  period: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @Rules(EXPERIENCE_RULES.description)
  description: string;
}

@InputType({
  description: "The About page's English version, by the Turkish texts' rules (and their Turkish messages).",
})
export class AboutTranslationInput {
  @Field(() => String)
  @Trim()
  @Rules(ABOUT_RULES.name)
  name: string;

  @Field(() => String)
  @Trim()
  @Rules(ABOUT_RULES.title)
  title: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @Rules(ABOUT_RULES.description)
  description: string;
}

@InputType()
export class ExperienceInput extends ExperienceTranslationInput {
  @Field(() => String)
  @Trim()
  @Rules(EXPERIENCE_RULES.company)
  company: string;

  @Field(() => ExperienceTranslationInput, {
    nullable: true,
    description:
      'Its English texts (the company is a name, the same in both languages). Absent: those of a stored experience with the same Turkish texts, if any; null: none.',
  })
  @IsOptional()
  @ValidateNested()
  english?: ExperienceTranslationInput | null;
}

@InputType({ description: 'The whole About page except the CV, which has its own mutations.' })
export class AboutInput extends AboutTranslationInput {
  @Field(() => [ExperienceInput], { description: 'In display order.' })
  @ValidateNested()
  @ArrayMaxSize(CONTENT_LIMITS.about.experiences, { message: TOO_MANY_EXPERIENCES })
  experiences: ExperienceInput[];

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  @Trim()
  technologies: string[];

  @Field(() => AboutTranslationInput, {
    nullable: true,
    description: 'The English version (name, title, description): absent keeps the one the page has, null removes it.',
  })
  @IsOptional()
  @ValidateNested()
  english?: AboutTranslationInput | null;
}
