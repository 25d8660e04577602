import { IsBoolean, IsOptional, Matches, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CONTENT_LIMITS } from '../../content-limits';
import { MaxLength, MultiLine, Trim } from '../../graphql/validation';
import { INVALID_EMAIL } from '../contact/contact.inputs';
import { Platform } from './settings.entity';

const LIMITS = CONTENT_LIMITS.settings;

@InputType()
export class SocialMediaInput {
  @Field(() => Platform)
  platform: Platform;

  @Field(() => String, { description: 'A full https:// URL (mailto: for email); empty entries are dropped.' })
  @Trim()
  @MaxLength(LIMITS.url, { message: `Bağlantı en fazla ${LIMITS.url} karakter olabilir` })
  url: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean | null;
}

/** SPEC.md §5: local part, @, domain, ending of 2 to 3 letters; no spaces nor control characters. */
export const CONTACT_EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[a-zA-Z]{2,3}$/u;

@InputType()
export class ContactInfoInput {
  @Field(() => String, { description: 'Optional; empty to hide.' })
  @Trim()
  @MaxLength(LIMITS.email, { message: `E-posta en fazla ${LIMITS.email} karakter olabilir` })
  @ValidateIf((input: ContactInfoInput) => input.email !== '')
  @Matches(CONTACT_EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @Field(() => String, { description: 'Optional, multi-line; empty to hide.' })
  @Trim()
  @MultiLine()
  @MaxLength(LIMITS.location, { message: `Konum en fazla ${LIMITS.location} karakter olabilir` })
  location: string;
}
