import { IsBoolean, IsOptional, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Trim } from '../../graphql/validation';
import { INVALID_EMAIL } from '../contact/contact.inputs';
import { Platform } from './settings.entity';

@InputType()
export class SocialMediaInput {
  @Field(() => Platform)
  platform: Platform;

  @Field(() => String, { description: 'A full https:// URL (mailto: for email); empty entries are dropped.' })
  @Trim()
  @MaxLength(2048, { message: 'Bağlantı en fazla 2048 karakter olabilir' })
  url: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean | null;
}

/** SPEC.md §5: local part, @, domain, ending of 2 to 3 letters. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,3}$/;

@InputType()
export class ContactInfoInput {
  @Field(() => String, { description: 'Optional; empty to hide.' })
  @Trim()
  @MaxLength(254, { message: 'E-posta en fazla 254 karakter olabilir' })
  @ValidateIf((input: ContactInfoInput) => input.email !== '')
  @Matches(CONTACT_EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @Field(() => String, { description: 'Optional, multi-line; empty to hide.' })
  @Trim()
  @MaxLength(500, { message: 'Konum en fazla 500 karakter olabilir' })
  location: string;
}
