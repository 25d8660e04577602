import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A tag of the visible posts. Tags are told apart by their slug (content-rules' slugify): 'Işık', 'IŞIK' and 'ışık' are one tag.",
})
export class BlogTag {
  @Field(() => String, { description: "The tag's address: /tags/{slug}." })
  slug: string;

  @Field(() => String, {
    description: 'How the tag is written: the spelling most of its posts use (on a tie, that of the newest).',
  })
  name: string;

  @Field(() => Int, { description: 'How many visible posts carry it.' })
  count: number;
}
