import { pictureOf } from '@portfolio/content-rules';
import { FiCode } from 'react-icons/fi';

/**
 * A project's cover: a stored photo as a <picture> with its AVIF and WebP widths (content-rules'
 * pictureOf) and its own width and height, so the page keeps its place while it loads. `sizes` says
 * how wide it is drawn there. Without a cover, a quiet placeholder of the same shape keeps the cards
 * in line. Decorative: the title beside it says what it is.
 */
export function ProjectCover({
  cover,
  sizes,
  eager = false,
  className,
}: {
  cover: string;
  sizes: string;
  /** Above the fold (the first cards, a project's page): asked for at once, not when scrolled to. */
  eager?: boolean;
  className: string;
}) {
  if (!cover)
    return (
      <div className={`${className} project-cover--empty`} aria-hidden="true">
        <FiCode />
      </div>
    );
  const picture = pictureOf(cover);
  const image = (
    <img
      src={cover}
      alt=""
      width={picture?.width}
      height={picture?.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      sizes={picture ? sizes : undefined}
    />
  );
  if (!picture) return <div className={className}>{image}</div>;
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
