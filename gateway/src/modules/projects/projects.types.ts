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
