import { CONTENT_LIMITS, LOGIN_RULES } from '@portfolio/content-rules';
import { IsNotEmpty, IsOptional } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { MaxLength, Rules, Trim } from '../../core/validation';

const { account } = CONTENT_LIMITS;
import { User } from './user.entity';

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  @Trim()
  @Rules(LOGIN_RULES.email)
  email: string;

  @Field(() => String)
  @Rules(LOGIN_RULES.password)
  password: string;

  @Field(() => String, {
    nullable: true,
    description:
      'With two-factor sign-in on: the 6-digit code of the authenticator app, or a recovery code. Without it such an account answers TWO_FACTOR_REQUIRED.',
  })
  @Trim()
  @IsOptional()
  @MaxLength(account.code, { message: 'Doğrulama kodu geçersiz.' })
  code?: string | null;
}

@ArgsType()
export class TwoFactorCodeArgs {
  @Field(() => String, {
    description: 'The 6-digit code of the authenticator app (or, to turn it off, a recovery code).',
  })
  @Trim()
  @IsNotEmpty({ message: 'Doğrulama kodu zorunludur' })
  @MaxLength(account.code, { message: 'Doğrulama kodu geçersiz.' })
  code: string;
}

@ObjectType({ description: 'Shown once, while two-factor sign-in is being set up.' })
export class TwoFactorSetup {
  @Field(() => String, { description: 'The TOTP secret (base32), for typing into the app by hand.' })
  secret: string;

  @Field(() => String, { description: 'The otpauth:// URL that the QR code holds.' })
  otpauthUrl: string;

  @Field(() => String, { description: 'The QR code as a data: URL (SVG).' })
  qrCode: string;
}

@ObjectType()
export class TwoFactorEnabled {
  @Field(() => [String], {
    description: 'Ten single-use recovery codes, shown this once (only their hashes are kept).',
  })
  recoveryCodes: string[];

  @Field(() => User)
  user: User;
}

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: 'Bearer token, valid for 12 hours or until logout.' })
  token: string;

  @Field(() => User)
  user: User;
}
