import { Field, ObjectType } from 'type-graphql';

@ObjectType('Experience')
export class ExperienceType {
  @Field(() => String, { description: 'Position.' })
  title: string;

  @Field(() => String)
  company: string;

  @Field(() => String, { description: 'Free text, e.g. "2020 - Devam ediyor".' })
  period: string;

  @Field(() => String)
  description: string;
}

@ObjectType('About', { description: "The owner's About page." })
export class AboutType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Multi-line plain text.' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Name of the CV under /uploads/, or null.' })
  cvFile: string | null;

  @Field(() => [ExperienceType], { description: 'In the order the owner chose.' })
  experiences: ExperienceType[];

  @Field(() => [String])
  technologies: string[];
}
