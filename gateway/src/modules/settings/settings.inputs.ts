import { CONTACT_INFO_RULES, SOCIAL_LINK_RULE } from '@portfolio/content-rules';
import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';
import { Platform } from './settings.entity';

@InputType()
export class SocialMediaInput {
  @Field(() => Platform)
  platform: Platform;

  @Field(() => String, { description: 'A full https:// URL (mailto: for email); empty entries are dropped.' })
  @Trim()
  @Rules(SOCIAL_LINK_RULE)
  url: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean | null;
}

/** The rules and messages are the admin form's (@portfolio/content-rules). */
@InputType()
export class ContactInfoInput {
  @Field(() => String, { description: 'Optional; empty to hide.' })
  @Trim()
  @ValidateIf((input: ContactInfoInput) => input.email !== '')
  @Rules(CONTACT_INFO_RULES.email)
  email: string;

  @Field(() => String, { description: 'Optional, multi-line; empty to hide.' })
  @Trim()
  @MultiLine()
  @Rules(CONTACT_INFO_RULES.location)
  location: string;
}
