import { addressGroup } from './rate-limits';

describe('addressGroup: the address a limit counts', () => {
  it('counts an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('127.0.0.1')).toBe('127.0.0.1');
    expect(addressGroup('203.0.113.8')).not.toBe(addressGroup('203.0.113.7'));
  });

  it('counts every IPv6 address of one /64 as that /64, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2::1%eth0', // with a zone index
    ]) {
      expect(addressGroup(address)).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressGroup('::1')).toBe('::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in either spelling', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts what is no address as it is', () => {
    for (const value of ['unknown', '', '203.0.113', '010.1.1.1', '2001:db8::1::2', 'localhost', ' 203.0.113.7']) {
      expect(addressGroup(value)).toBe(value);
    }
  });
});
