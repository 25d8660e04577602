import { Field, Int, ObjectType } from 'type-graphql';
import { BlogPost } from './blog-post.entity';

@ObjectType({ description: 'One page of the newest-first list of posts (without content), and where it stands.' })
export class BlogPage {
  @Field(() => [BlogPost], { description: 'Empty on a page past the end.' })
  items: BlogPost[];

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Posts a page (1..100).' })
  perPage: number;

  @Field(() => Int, { description: 'Posts in the whole list.' })
  total: number;

  @Field(() => Int, { description: 'Pages in the whole list: ceil(total / perPage); 0 without posts.' })
  pages: number;
}
