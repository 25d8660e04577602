import { CONTACT_RULES } from '@portfolio/content-rules';
import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';

/** docs/product/public.md#contact-form-validation; the rules and messages are the frontend form's (@portfolio/content-rules). */
@InputType()
export class ContactMessageInput {
  @Field(() => String)
  @Trim()
  @Rules(CONTACT_RULES.name)
  name: string;

  @Field(() => String)
  @Trim()
  @Rules(CONTACT_RULES.email)
  email: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @Rules(CONTACT_RULES.message)
  message: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden form field that only bots fill in.' })
  @IsOptional()
  website?: string | null;
}
