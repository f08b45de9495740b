import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../media/routes.ts';
import { legacyField } from './request-body.ts';

describe('legacyField', () => {
  const b64 = (value: string) => Buffer.from(value).toString('base64');

  it('prefers the current name and decodes the old one from base64', () => {
    expect(
      legacyField({ email: 'a@b.example', email_address: b64('c@d.example') }, 'email', 'email_address'),
    ).toBe('a@b.example');
    expect(legacyField({ email_address: b64('c@d.example') }, 'email', 'email_address')).toBe('c@d.example');
    expect(legacyField({ email_otp: b64('123456') }, 'otp', 'email_otp')).toBe('123456');
    expect(legacyField({ otp: 123456 }, 'otp', 'email_otp')).toBe('123456');
  });

  it('takes a plainly sent address under the old name as it is', () => {
    expect(legacyField({ email_address: 'c@d.example' }, 'email', 'email_address')).toBe('c@d.example');
    expect(legacyField({}, 'email', 'email_address')).toBeUndefined();
    expect(legacyField({ email: { nested: true } }, 'email', 'email_address')).toBeUndefined();
  });
});

describe('fileNameOf', () => {
  it('reads the plain, quoted and RFC 5987 forms of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename=photo.jpg')).toBe('photo.jpg');
    expect(fileNameOf('attachment; filename="my photo.png"')).toBe('my photo.png');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%AB%E0%A5%8B%E0%A4%9F%E0%A5%8B.jpg")).toBe(
      'फोटो.jpg',
    );
    expect(fileNameOf(undefined)).toBe('');
  });
});
