import { IsNotEmpty } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { Trim } from '../../graphql/validation';
import { User } from './user.entity';

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  @Trim()
  @IsNotEmpty({ message: 'E-posta alanı zorunludur' })
  email: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'Şifre alanı zorunludur' })
  password: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: 'Bearer token, valid for 12 hours or until logout.' })
  token: string;

  @Field(() => User)
  user: User;
}
