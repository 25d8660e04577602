import { describe, expect, it } from 'vitest';
import { validateContact } from './validation';

const valid = { name: 'Deniz', email: 'deniz@example.com', message: 'Merhaba, nasılsınız?' };

describe('validateContact (docs/product/public.md#contact-form-validation)', () => {
  it('accepts a valid form with no errors at all', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires the name, after trimming', () => {
    expect(validateContact({ ...valid, name: '' })).toEqual({ name: 'İsim alanı zorunludur' });
    expect(validateContact({ ...valid, name: '   \t ' })).toEqual({ name: 'İsim alanı zorunludur' });
    expect(validateContact({ ...valid, name: '  A ' })).toEqual({});
  });

  it('requires the email', () => {
    expect(validateContact({ ...valid, email: '' })).toEqual({ email: 'E-posta alanı zorunludur' });
  });

  it.each([
    'deniz',
    'deniz@',
    '@example.com',
    'deniz@example',
    'deniz@example.',
    'de niz@example.com',
    'deniz@exa mple.com',
    'a@b@c.d',
  ])('rejects the malformed email %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: 'Geçerli bir e-posta adresi giriniz' });
  });

  it.each(['a@b.c', 'deniz.yilmaz+iletisim@mail.example.com.tr'])(
    'accepts the email %j (text, at sign, text, dot, text)',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({});
    },
  );

  it('requires the message', () => {
    expect(validateContact({ ...valid, message: '' })).toEqual({ message: 'Mesaj alanı zorunludur' });
    expect(validateContact({ ...valid, message: '    ' })).toEqual({ message: 'Mesaj alanı zorunludur' });
  });

  it('needs at least 10 characters of message after trimming', () => {
    expect(validateContact({ ...valid, message: '123456789' })).toEqual({
      message: 'Mesaj en az 10 karakter olmalıdır',
    });
    expect(validateContact({ ...valid, message: '   123456789    ' })).toEqual({
      message: 'Mesaj en az 10 karakter olmalıdır',
    });
    expect(validateContact({ ...valid, message: '1234567890' })).toEqual({});
    expect(validateContact({ ...valid, message: '  1234567890  ' })).toEqual({});
  });

  it('reports every field at once, in the order name, email, message', () => {
    const errors = validateContact({ name: '', email: '', message: '' });
    expect(errors).toEqual({
      name: 'İsim alanı zorunludur',
      email: 'E-posta alanı zorunludur',
      message: 'Mesaj alanı zorunludur',
    });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message']);
  });

  it('checks "required" before the format and length rules', () => {
    expect(validateContact({ name: ' ', email: 'x', message: 'kısa' })).toEqual({
      name: 'İsim alanı zorunludur',
      email: 'Geçerli bir e-posta adresi giriniz',
      message: 'Mesaj en az 10 karakter olmalıdır',
    });
  });
});
