import { useEffect, useId, useRef } from 'react';
import { useSession } from '../auth/session';
import { SignInButton, SignInFields } from './SignInFields';
import { useSignIn } from './useSignIn';

export const SESSION_ENDED = 'Oturumunuz sona erdi';
export const SESSION_ENDED_TEXT =
  'Yazdıklarınız kaybolmadı: bu tarayıcıda saklı. Yeniden giriş yapın, sayfadan ayrılmadan kaydedilsin.';

/**
 * Sign-in again in place (shown while mounted), for a session that ended while the owner was
 * editing: the form stays as it is underneath, and `onSignedIn` carries on (the editor saves) once the server took the password
 * (and the two-factor code when it asks for one).
 */
export function SignInAgain({ onSignedIn }: { onSignedIn: () => void }) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { user } = useSession();
  const form = useSignIn(user?.email ?? '');

  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    // The address is known: the password is what is asked for.
    passwordInput.current?.focus();
  }, []);

  return (
    // Escape does not close it: the save waits for the session.
    <dialog
      ref={dialog}
      className="confirm sign-in-again"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => event.preventDefault()}
    >
      <form onSubmit={form.submit(onSignedIn)}>
        <h2 id={`${ids}-title`}>{SESSION_ENDED}</h2>
        <p>{SESSION_ENDED_TEXT}</p>
        <SignInFields form={form} id={ids} passwordRef={passwordInput} />
        <div className="confirm__actions">
          <SignInButton form={form} className="button button--primary">
            Giriş yap ve kaydet
          </SignInButton>
        </div>
      </form>
    </dialog>
  );
}
