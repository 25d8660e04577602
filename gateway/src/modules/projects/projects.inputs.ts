import { BLOG_SLUG_RULE, PROJECT_RULES } from '@portfolio/content-rules';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';
import { ProjectStatus } from './project.entity';

// A project's rules and their Turkish messages are content-rules' (forms.ts PROJECT_RULES), which the
// admin's form checks too; the service checks the technologies, the period and the cover.

@InputType({ description: "A project's links: each an https URL, or empty (absent: empty)." })
export class ProjectLinksInput {
  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @Trim()
  @Rules(PROJECT_RULES.link)
  repo?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @Trim()
  @Rules(PROJECT_RULES.link)
  demo?: string | null;
}

/** A project's English version (issue 50): the Turkish version's rules and Turkish messages. */
@InputType({ description: "A project's English version, by the Turkish version's rules (and their Turkish messages)." })
export class ProjectTranslationInput {
  @Field(() => String)
  @Trim()
  @Rules(PROJECT_RULES.title)
  title: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The English address /en/projects/{slug}, by a slug's rules. Absent or null: made from the English title when the project has no English slug yet, else unchanged. A slug another project's English version has is refused; the Turkish slugs are another namespace.",
  })
  @IsOptional()
  @Trim()
  @Rules(BLOG_SLUG_RULE)
  slug?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @Trim()
  @MultiLine()
  @Rules(PROJECT_RULES.summary)
  summary?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '', description: 'Rich HTML from the editor.' })
  @IsOptional()
  @MultiLine()
  content?: string | null;
}

/**
 * What every save of a project names. Named by no operation, so it is not in the schema:
 * ProjectInput and ProjectDraftInput each hold these fields.
 */
@InputType('ProjectFields')
abstract class ProjectFields {
  @Field(() => String)
  @Trim()
  @Rules(PROJECT_RULES.title)
  title: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The address /projects/{slug}, as a post's slug. Absent or null: made from the title on create, unchanged on update. A slug another project has or had is refused.",
  })
  @IsOptional()
  @Trim()
  @Rules(BLOG_SLUG_RULE)
  slug?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @Trim()
  @MultiLine()
  @Rules(PROJECT_RULES.summary)
  summary?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '', description: 'Rich HTML from the editor.' })
  @IsOptional()
  @MultiLine()
  content?: string | null;

  @Field(() => String, {
    nullable: true,
    defaultValue: '',
    description: "A photo's address as uploadImage returns it ('/uploads/photo-….jpg'), or empty.",
  })
  @IsOptional()
  @Trim()
  @Rules(PROJECT_RULES.cover)
  cover?: string | null;

  @Field(() => [String], {
    nullable: true,
    defaultValue: [],
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  @IsOptional()
  @Trim()
  technologies?: string[] | null;

  @Field(() => ProjectLinksInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  links?: ProjectLinksInput | null;

  @Field(() => String, { nullable: true, description: "'YYYY-MM', or null." })
  @IsOptional()
  @Trim()
  @Rules(PROJECT_RULES.month)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: "'YYYY-MM', or null: 'Devam ediyor'." })
  @IsOptional()
  @Trim()
  @Rules(PROJECT_RULES.month)
  endDate?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => ProjectStatus, {
    nullable: true,
    description: 'Absent or null: DRAFT on create, unchanged on update.',
  })
  @IsOptional()
  status?: ProjectStatus | null;

  @Field(() => ProjectTranslationInput, {
    nullable: true,
    description: 'The English version: absent keeps the one the project has (none on create), null removes it.',
  })
  @IsOptional()
  @ValidateNested()
  english?: ProjectTranslationInput | null;
}

@InputType({ description: 'A project as the admin writes it; `content` is sanitised on the server.' })
export class ProjectInput extends ProjectFields {}

/** A project as the editor saves it by itself (autosaveProject): its status is ignored. */
@InputType({
  description:
    'A project as the editor saves it by itself (autosaveProject): as ProjectInput, only the title is required; `status` is ignored.',
})
export class ProjectDraftInput extends ProjectFields {}
