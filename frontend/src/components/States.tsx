import type { CSSProperties, ReactNode } from 'react';
import './states.css';

export function Spinner({ label = 'Yükleniyor' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
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
  return (
    <div className="notice notice--error" role="alert">
      {message || 'Bir hata oluştu'}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
