/** The REST auth tests' refusal messages and a valid contact-info body (rest-auth-admin-rows, rest-auth-tokens). */

export const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
export const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';
export const VALID_CONTACT_INFO = { email: 'yeni@example.com', location: 'Ankara' };
