import { ABOUT_RULES, CONTENT_LIMITS, EXPERIENCE_RULES, TOO_MANY_EXPERIENCES } from '@portfolio/content-rules';
import { ArrayMaxSize, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';

@InputType()
export class ExperienceInput {
  @Field(() => String, { description: 'Position.' })
  @Trim()
  @Rules(EXPERIENCE_RULES.title)
  title: string;

  @Field(() => String)
  @Trim()
  @Rules(EXPERIENCE_RULES.company)
  company: string;

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

@InputType({ description: 'The whole About page except the CV, which has its own mutations.' })
export class AboutInput {
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

  @Field(() => [ExperienceInput], { description: 'In display order.' })
  @ValidateNested()
  @ArrayMaxSize(CONTENT_LIMITS.about.experiences, { message: TOO_MANY_EXPERIENCES })
  experiences: ExperienceInput[];

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  @Trim()
  technologies: string[];
}
