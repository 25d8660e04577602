import type { ReactNode } from 'react';
import type { FiUser } from 'react-icons/fi';
import { IconBadge } from '../IconBadge';

/** One of the About editor's cards: a titled region with its icon. */
export function AboutSection({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: typeof FiUser;
  children: ReactNode;
}) {
  return (
    <section className="card admin-section about-editor__section" aria-labelledby={id}>
      <h2 id={id} className="about-editor__section-title">
        <IconBadge Icon={Icon} className="about-editor__section-icon" />
        {title}
      </h2>
      {children}
    </section>
  );
}
