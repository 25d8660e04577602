import type { IconType } from 'react-icons';

/** A decorative icon in its tinted badge, before a title or label that names the thing. */
export function IconBadge({ Icon, className }: { Icon: IconType; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <Icon />
    </span>
  );
}
