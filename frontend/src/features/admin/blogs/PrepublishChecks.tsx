import { FiAlertTriangle, FiCheckCircle, FiInfo } from 'react-icons/fi';
import { ALL_CLEAR, CHECK_TITLE, type Finding } from './prepublish';

/**
 * The pre-publish check's findings beside the form's buttons, kept current while the owner writes
 * (issue 43): a live region, so a screen reader hears the list when it changes, politely. What
 * would publish something broken comes first and stands out; the rest is advice.
 */
export function PrepublishChecks({
  id,
  findings,
  clearText = ALL_CLEAR,
}: {
  id: string;
  findings: Finding[] | null;
  /** What is said when nothing was found (the blog's: the post is ready). */
  clearText?: string;
}) {
  return (
    <section className="prepublish" aria-labelledby={id}>
      <h2 id={id} className="prepublish__title">
        {CHECK_TITLE}
      </h2>
      <div className="prepublish__findings" aria-live="polite" aria-busy={findings === null}>
        {findings === null ? null : findings.length === 0 ? (
          <p className="prepublish__clear">
            <FiCheckCircle aria-hidden="true" /> {clearText}
          </p>
        ) : (
          <ul className="prepublish__list">
            {findings.map(({ text, broken }) => (
              <li key={text} className={broken ? 'prepublish__item prepublish__item--broken' : 'prepublish__item'}>
                {broken ? <FiAlertTriangle aria-hidden="true" /> : <FiInfo aria-hidden="true" />}
                <span>{text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
