import { describe, expect, it } from 'vitest';
import { checkDestination, isPrivateAddress, mixesScripts } from './destination-policy';

describe('short-link destinations', () => {
  it.each([
    ['http://127.0.0.1/admin', 'private-host'],
    ['http://0x7f000001/', 'private-host'],
    ['http://2130706433/', 'private-host'],
    ['http://127.1/', 'private-host'],
    ['http://0177.0.0.1/', 'private-host'],
    ['http://169.254.169.254/latest/meta-data', 'private-host'],
    ['http://10.1.2.3/', 'private-host'],
    ['http://172.20.0.1/', 'private-host'],
    ['http://192.168.1.1/', 'private-host'],
    ['http://100.64.0.1/', 'private-host'],
    ['http://0.0.0.0/', 'private-host'],
    ['http://[::1]/', 'private-host'],
    ['http://[::]/', 'private-host'],
    ['http://[::ffff:127.0.0.1]/', 'private-host'],
    ['http://[::ffff:a9fe:a9fe]/', 'private-host'],
    ['http://[fe80::1]/', 'private-host'],
    ['http://[fd00::1]/', 'private-host'],
    ['http://localhost:3000/', 'local-name'],
    ['http://app.localhost/', 'local-name'],
    ['http://printer.local/', 'local-name'],
    ['http://intranet/', 'local-name'],
    ['http://evil.example\\@good.example/', 'backslash'],
    ['http://evil.example\\.good.example/', 'backslash'],
    ['http://\u0430pple.com/', 'mixed-script'],
    ['https://p\u0430ypal.com/login', 'mixed-script'],
  ])('refuses %s (%s)', (raw, problem) => {
    expect(checkDestination(raw)).toEqual({ problem });
  });

  it.each([
    ['https://www.hdfcbank.com/personal/borrow', 'https://www.hdfcbank.com/personal/borrow'],
    ['HTTPS://Example.COM/Path?q=1#x', 'https://example.com/Path?q=1#x'],
    ['http://8.8.8.8/', 'http://8.8.8.8/'],
    ['https://[2001:4860:4860::8888]/', 'https://[2001:4860:4860::8888]/'],
    ['https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/', 'https://xn--e1afmkfd.xn--p1ai/'],
    ['https://\u092d\u093e\u0930\u0924.\u092d\u093e\u0930\u0924/', 'https://xn--h2brj9c.xn--h2brj9c/'],
    ['https://example.com/a\\b', 'https://example.com/a/b'],
  ])('accepts %s as %s', (raw, url) => {
    expect(checkDestination(raw)).toEqual({ url });
  });

  it('allows the script mixes browsers allow for CJK names', () => {
    expect(mixesScripts('xn--ecki4eoz0157dhv1bosfom5c.jp')).toBe(false);
    expect(mixesScripts('xn--pple-43d.com')).toBe(true);
  });
});

describe('addresses a server must not be sent to', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.20.30.40', true],
    ['169.254.169.254', true],
    ['8.8.8.8', false],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fec0::1', true],
    ['fd12:3456::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:0:a00:1', true],
    ['64:ff9b::10.0.0.1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['64:ff9b::8.8.8.8', false],
    ['2002:a9fe:a9fe::1', true],
    ['2002:0808:0808::1', false],
    ['2001:db8::1', true],
    ['2606:4700:4700::1111', false],
    ['not an address', true],
  ])('%s → %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });
});
