import { IsNotEmpty, IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CONTENT_LIMITS } from '../../content-limits';
import { MaxLength, MinLength, MultiLine, Trim } from '../../graphql/validation';

const LIMITS = CONTENT_LIMITS.contact;

/** SPEC.md §5: text, at sign, text, dot, text, no spaces (nor control characters). */
export const EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[^\s\p{Cc}@]+$/u;
export const INVALID_EMAIL = 'Geçerli bir e-posta adresi giriniz';

@InputType()
export class ContactMessageInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'İsim alanı zorunludur' })
  @MaxLength(LIMITS.name, { message: `İsim en fazla ${LIMITS.name} karakter olabilir` })
  name: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'E-posta alanı zorunludur' })
  @MaxLength(LIMITS.email, { message: `E-posta en fazla ${LIMITS.email} karakter olabilir` })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @IsNotEmpty({ message: 'Mesaj alanı zorunludur' })
  @MinLength(LIMITS.messageMin, { message: `Mesaj en az ${LIMITS.messageMin} karakter olmalıdır` })
  @MaxLength(LIMITS.message, { message: `Mesaj en fazla ${LIMITS.message} karakter olabilir` })
  message: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden form field that only bots fill in.' })
  @IsOptional()
  website?: string | null;
}
