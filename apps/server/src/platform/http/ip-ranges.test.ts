import { describe, expect, it } from 'vitest';
import { type AddressRange, classifyAddress } from './ip-ranges.js';

describe('classifyAddress', () => {
  const refused: [string, AddressRange][] = [
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.100.100.200', 'cgnat'], // Alibaba Cloud's metadata service
    ['169.254.169.254', 'metadata'],
    ['169.254.0.1', 'link_local'],
    ['192.0.0.192', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'], // IPv4-translated
    ['::7f00:1', 'loopback'], // IPv4-compatible
    ['::808:808', 'reserved'], // IPv4-compatible, deprecated even for a public address
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fd00::1', 'unique_local'],
    ['fc00::1', 'unique_local'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf::1', 'link_local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'], // Teredo
    ['100::1', 'reserved'], // discard prefix
    ['4000::1', 'reserved'], // outside 2000::/3
    ['localhost', 'invalid'],
    ['2130706433', 'invalid'], // only the URL parser reads this spelling; raw, it is no address
    ['127.1', 'invalid'],
    ['', 'invalid'],
  ];
  it.each(refused)('puts %s in %s', (address, range) => {
    expect(classifyAddress(address)).toBe(range);
  });

  const isPublic = [
    '8.8.8.8',
    '1.1.1.1',
    '11.0.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '172.15.255.255',
    '172.32.0.1',
    '192.167.255.255',
    '192.169.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  it.each(isPublic)('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });
});
