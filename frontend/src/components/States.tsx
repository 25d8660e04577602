import type { CSSProperties, ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';
import './states.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLanguage();
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function InlineSpinner() {
  return <span className="spinner spinner--inline" aria-hidden="true" />;
}

export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, ...style }} />;
}

/** The generic error box of docs/product/README.md#requests-and-errors: the message, or 'Bir hata oluştu'. */
export function ErrorBox({ message }: { message?: string | null }) {
  const { t } = useLanguage();
  return (
    <div className="notice notice--error" role="alert">
      {message || t('common.error')}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
