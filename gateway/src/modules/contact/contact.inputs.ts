import { IsNotEmpty, IsOptional, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Trim } from '../../graphql/validation';

/** SPEC.md §5: text, at sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Geçerli bir e-posta adresi giriniz';

@InputType()
export class ContactMessageInput {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'İsim alanı zorunludur' })
  @MaxLength(100, { message: 'İsim en fazla 100 karakter olabilir' })
  name: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'E-posta alanı zorunludur' })
  @MaxLength(254, { message: 'E-posta en fazla 254 karakter olabilir' })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'Mesaj alanı zorunludur' })
  @MinLength(10, { message: 'Mesaj en az 10 karakter olmalıdır' })
  @MaxLength(5000, { message: 'Mesaj en fazla 5000 karakter olabilir' })
  message: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden form field that only bots fill in.' })
  @IsOptional()
  website?: string | null;
}
