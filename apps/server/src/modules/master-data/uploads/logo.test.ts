import { describe, expect, it } from 'vitest';
import { LOGO_MESSAGES } from '@lbo/contracts/master-data';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { bearer, TEST_ORIGIN } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../../test/multipart';

const t = testAppForFile();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-image')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function send(url: string, filename: string, bytes: Buffer | string, contentType = 'application/octet-stream', headers = bearer(t.token)) {
  const body = fileUpload(filename, bytes, {}, contentType);
  return postMultipart(t.app, url, body, headers);
}

describe.each(['/api/bank/upload-file?type=view', '/api/bank/uploadLogo'])('%s', (url) => {
  it('accepts a PNG by its content, whatever its name, and serves it back', async () => {
    const res = await send(url, 'logo.bin', PNG);
    expect(res.statusCode).toBe(201);
    const { s3UploadedLink, url: link } = res.json().data;
    expect(s3UploadedLink).toMatch(new RegExp(`^${TEST_ORIGIN}/files/logos/[0-9a-f-]{36}\\.png$`));
    expect(link).toBe(s3UploadedLink);
    const served = await t.app.inject({ method: 'GET', url: new URL(s3UploadedLink).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts JPEG and GIF, stored under their real type', async () => {
    expect((await send(url, 'photo.png', JPEG, 'image/png')).json().data.s3UploadedLink).toMatch(/\.jpg$/);
    expect((await send(url, 'anim.jpg', GIF, 'image/jpeg')).json().data.s3UploadedLink).toMatch(/\.gif$/);
  });

  it('refuses a text file named .png, and an SVG', async () => {
    const text = await send(url, 'logo.png', 'definitely not an image', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(LOGO_MESSAGES.notAnImage);
    const svg = await send(url, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
  });

  it('refuses more than 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await send(url, 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(LOGO_MESSAGES.tooLargeServer);
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await send(url, 'exact.png', exact, 'image/png')).statusCode).toBe(201);
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(t.token), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOGO_MESSAGES.noFile);
  });
});

describe('logo permissions', () => {
  const entry = (flags: Partial<RoleAccessEntry>): RoleAccessEntry => ({
    module_id: 'master-configuration',
    view: true,
    create: false,
    edit: false,
    delete: false,
    export: false,
    ...flags,
  });

  it('needs create or edit on master-configuration', async () => {
    const viewer = bearer((await t.userWithAccess([entry({})])).token);
    const editor = bearer((await t.userWithAccess([entry({ edit: true })])).token);
    expect((await send('/api/bank/uploadLogo', 'l.png', PNG, 'image/png', viewer)).statusCode).toBe(403);
    expect((await send('/api/bank/uploadLogo', 'l.png', PNG, 'image/png', editor)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/bank/upload-file' })).statusCode).toBe(401);
  });

  it('the uploaded link is a valid logo_url for a bank', async () => {
    const link = (await send('/api/bank/uploadLogo', 'l.png', PNG, 'image/png')).json().data.s3UploadedLink;
    const bank = await t.app.inject({ method: 'POST', url: '/api/bank/createBank', headers: bearer(t.token), payload: { name: 'Logo Bank', logo_url: link } });
    expect(bank.statusCode).toBe(201);
    expect(bank.json().data.logo_url).toBe(link);
  });
});
