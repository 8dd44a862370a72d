import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('public addresses for outgoing fetches', () => {
  it('refuses every special-purpose range that is not globally reachable', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.31.255.255',
      '192.0.0.170',
      '192.0.2.10',
      '192.88.99.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.7',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:808:808::1', // 6to4 of a public address: a tunnel all the same
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:2::1',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      '5f00::1',
      '64:ff9b:1::a00:1',
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
      '64:ff9b::10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      'localhost',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets public addresses through, a public IPv4 address behind NAT64 included', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '2a00:1450:4001:80e::200e',
      '2606:4700::1111',
      '64:ff9b::808:808',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
