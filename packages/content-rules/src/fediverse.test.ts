import { defaultHandle, FEDIVERSE_HANDLE, fediverseAccount } from './fediverse';

test('a default handle from a Turkish name keeps its letters in ASCII', () => {
  expect(defaultHandle('Işıl Çağrı Öztürk')).toBe('isil_cagri_ozturk');
  expect(defaultHandle('İlker.Şahin@example.com')).toBe('ilker_sahin');
  expect(defaultHandle('ayşe')).toBe('ayse');
  expect(defaultHandle('José')).toBe('jose');
  expect(defaultHandle('x'.repeat(40))).toHaveLength(FEDIVERSE_HANDLE.max);
});

test('a name with nothing usable gives "yazar"', () => {
  for (const name of ['', null, undefined, '***', '日本語']) expect(defaultHandle(name)).toBe('yazar');
});

test('the account is @handle@host, the port kept', () => {
  expect(fediverseAccount('ayse', 'https://ayse.dev')).toBe('@ayse@ayse.dev');
  expect(fediverseAccount('ayse', 'http://localhost:4000')).toBe('@ayse@localhost:4000');
});
