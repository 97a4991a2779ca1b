import { addressProblem, isIpLiteral, parseIPv4, parseIPv6 } from './ip-address';

describe('parseIPv4', () => {
  it.each([
    ['127.0.0.1', 0x7f000001],
    ['2130706433', 0x7f000001],
    ['0x7f000001', 0x7f000001],
    ['0177.0.0.1', 0x7f000001],
    ['0x7f.0.0.0x1', 0x7f000001],
    ['127.1', 0x7f000001],
    ['10.1.258', 0x0a010102],
    ['0', 0],
  ])('reads %s', (text, value) => {
    expect(parseIPv4(text)).toBe(value);
  });

  it.each(['256.0.0.1', '1.2.3.4.5', '1..2', '08.0.0.1', '4294967296', 'example.com', ''])(
    'refuses %s',
    (text) => {
      expect(parseIPv4(text)).toBeNull();
    },
  );
});

describe('parseIPv6', () => {
  it('reads compressed, bracketed, zoned and dotted-tail forms', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('[fe80::1%eth0]')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('2606:4700:4700::1111')).toEqual([0x2606, 0x4700, 0x4700, 0, 0, 0, 0, 0x1111]);
  });

  it.each(['1::2::3', '12345::', '1:2:3:4:5:6:7', 'g::1', '::1.2.3', 'example.com'])(
    'refuses %s',
    (text) => {
      expect(parseIPv6(text)).toBeNull();
    },
  );
});

describe('addressProblem', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.8', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['0xc0a80101', 'private'],
    ['169.254.169.254', 'metadata'],
    ['2852039166', 'metadata'],
    ['0251.0376.0251.0376', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'mapped'],
    ['::ffff:7f00:1', 'mapped'],
    ['::ffff:8.8.8.8', 'mapped'],
    ['::127.0.0.1', 'mapped'],
    ['64:ff9b::a9fe:a9fe', 'mapped'],
    ['2002:7f00:1::', 'mapped'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'reserved'],
    ['localhost', 'invalid'],
  ])('refuses %s as %s', (address, problem) => {
    expect(addressProblem(address)).toBe(problem);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '[2a00:1450:4001:81c::200e]',
  ])('lets the public address %s through', (address) => {
    expect(addressProblem(address)).toBeNull();
  });
});

describe('isIpLiteral', () => {
  it('tells addresses from names', () => {
    expect(isIpLiteral('0x7f.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('images.example.com')).toBe(false);
  });
});
