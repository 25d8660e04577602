import { useState, type FormEvent } from 'react';
import { errorCode, errorText } from '../../lib/errors';
import { useSession } from '../auth/session';

/**
 * The sign-in form's state and its one call, shared by the sign-in page and the sign-in again
 * dialog. For an account with two-factor sign-in the server answers TWO_FACTOR_REQUIRED to email
 * and password alone; `codeAsked` then holds its request for 'Doğrulama kodu' and the next submit
 * sends all three again (sign-in stays one stateless call).
 */
export function useSignIn(knownEmail = '') {
  const { login } = useSession();
  const [email, setEmail] = useState(knownEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** The server's request for the code, shown above the form until sign-in succeeds. */
  const [codeAsked, setCodeAsked] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  /** The submit handler: `signedIn` carries on once the server took the credentials. */
  const submit = (signedIn: () => void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      await login(email, password, codeAsked ? code : undefined);
    } catch (failure) {
      if (errorCode(failure) === 'TWO_FACTOR_REQUIRED') setCodeAsked(errorText(failure));
      else setError(errorText(failure, 'Giriş başarısız'));
      setSubmitting(false);
      return;
    }
    setPassword('');
    setCode('');
    setCodeAsked('');
    setSubmitting(false);
    signedIn();
  };

  return { email, setEmail, password, setPassword, code, setCode, codeAsked, submitting, error, submit };
}

export type SignIn = ReturnType<typeof useSignIn>;
