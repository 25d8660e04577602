import { Authorized, Field, Int, ObjectType } from 'type-graphql';
import { Locale } from '../../core/locale';

@ObjectType('ExperienceTranslation', { description: "An experience's English texts (its company is the same)." })
export class ExperienceTranslationType {
  @Field(() => String, { description: 'Position.' })
  title: string;

  @Field(() => String, { description: 'Free text, e.g. "2020 - Devam ediyor".' })
  period: string;

  @Field(() => String)
  description: string;
}

@ObjectType('AboutTranslation', { description: "The About page's English version, as the admin wrote it." })
export class AboutTranslationType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Multi-line plain text.' })
  description: string;
}

/** An experience: its English translation's texts and its company (a name in both languages). */
@ObjectType('Experience')
export class ExperienceType extends ExperienceTranslationType {
  @Field(() => String)
  company: string;

  @Authorized('admin')
  @Field(() => ExperienceTranslationType, { nullable: true, description: 'Admin only: its English texts, or null.' })
  english: ExperienceTranslationType | null;
}

@ObjectType('CvFile')
export class CvFileType {
  @Field(() => String, { description: 'Name under /uploads/.' })
  name: string;

  @Field(() => String, { description: 'A readable file name for downloads, e.g. "Deniz-Yılmaz-CV.pdf".' })
  downloadName: string;

  @Field(() => Int, { description: 'Bytes.' })
  size: number;

  @Field(() => Date)
  uploadedAt: Date;
}

@ObjectType('About', { description: "The owner's About page." })
export class AboutType extends AboutTranslationType {
  @Field(() => String, { description: 'Name of the CV under /uploads/, or "" when there is none.' })
  cvFile: string;

  @Field(() => CvFileType, { nullable: true })
  cv: CvFileType | null;

  @Field(() => [ExperienceType], { description: 'In the order the owner chose.' })
  experiences: ExperienceType[];

  @Field(() => [String])
  technologies: string[];

  @Field(() => Locale, { description: 'The language of the texts: `name`, `title`, `description`, the experiences.' })
  locale: Locale;

  @Authorized('admin')
  @Field(() => AboutTranslationType, {
    nullable: true,
    description: 'Admin only: the English version (name, title, description), or null without one.',
  })
  english: AboutTranslationType | null;
}
