import { Field, ObjectType } from 'type-graphql';
import { ContactInfo, SocialLink } from './settings.entity';

@ObjectType('Settings', { description: 'Social links and contact details shown on the public site.' })
export class SettingsType {
  @Field(() => [SocialLink], { description: 'In the fixed platform order; only entries with a URL.' })
  socialMedia: SocialLink[];

  @Field(() => ContactInfo)
  contactInfo: ContactInfo;
}
