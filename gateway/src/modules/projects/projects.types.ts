import { Field, Int, ObjectType } from 'type-graphql';
import { Project } from './project.entity';

@ObjectType({ description: "A page of projects in the owner's order, featured first." })
export class ProjectPage {
  @Field(() => [Project])
  items: Project[];

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  perPage: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'ceil(total / perPage); 0 without projects.' })
  pages: number;
}

@ObjectType('ProjectTechnology', { description: 'A technology of the published projects, by its slug (a tag slug).' })
export class ProjectTechnologyCount {
  @Field(() => String, { description: "content-rules' slugify of its name: /tags/{slug}, projects(technology: slug)." })
  slug: string;

  @Field(() => String, { description: 'Its spelling (the first in byte order when projects spell it differently).' })
  name: string;

  @Field(() => Int, { description: 'How many published projects list it.' })
  count: number;
}
