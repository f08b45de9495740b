import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 4: X-Forwarded-For names the client only as far as the configured proxies
 * vouch for it, so a client that writes its own header cannot walk past a per-IP limit.
 * Observed through the per-IP limit on send-otp (2 per hour here).
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(trustProxy: Config['trustProxy']) {
  t = await createTestApp({ seed: false, config: { trustProxy, otpSendsPerIpPerHour: 2 } });
  return t;
}

let sent = 0;
async function sendOtp(app: TestApp, remoteAddress: string, forwardedFor?: string) {
  sent += 1;
  const response = await app.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/send-otp',
    payload: { email: `proxy-${sent}@example.com` },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.statusCode;
}

describe('TRUST_PROXY', () => {
  it('with 1, takes the address the one proxy saw and ignores what the client forged before it', async () => {
    const app = await appWith(1);
    // the proxy (10.0.0.1) appends the real client 203.0.113.7 to whatever the client sent
    expect(await sendOtp(app, '10.0.0.1', '1.1.1.1, 203.0.113.7')).toBe(200);
    expect(await sendOtp(app, '10.0.0.1', '2.2.2.2, 203.0.113.7')).toBe(200);
    expect(await sendOtp(app, '10.0.0.1', '3.3.3.3, 203.0.113.7')).toBe(429);
    // another client behind the same proxy has its own budget
    expect(await sendOtp(app, '10.0.0.1', '203.0.113.8')).toBe(200);
  });

  it('with a list of proxies, walks back through the trusted ones only', async () => {
    const app = await appWith(['10.0.0.0/8', '192.168.1.7']);
    expect(await sendOtp(app, '10.0.0.1', '9.9.9.1, 198.51.100.4, 10.5.5.5')).toBe(200);
    expect(await sendOtp(app, '192.168.1.7', '9.9.9.2, 198.51.100.4')).toBe(200);
    expect(await sendOtp(app, '10.0.0.2', '9.9.9.3, 198.51.100.4, 192.168.1.7')).toBe(429);
  });

  it('a client that is not a trusted proxy is counted by its own address, whatever it forwards', async () => {
    const app = await appWith(['10.0.0.0/8']);
    expect(await sendOtp(app, '198.51.100.9', '10.1.1.1')).toBe(200);
    expect(await sendOtp(app, '198.51.100.9', '10.1.1.2')).toBe(200);
    expect(await sendOtp(app, '198.51.100.9', '10.1.1.3')).toBe(429);
  });

  it('off, X-Forwarded-For is ignored', async () => {
    const app = await appWith(false);
    expect(await sendOtp(app, '198.51.100.10', '1.1.1.1')).toBe(200);
    expect(await sendOtp(app, '198.51.100.10', '1.1.1.2')).toBe(200);
    expect(await sendOtp(app, '198.51.100.10', '1.1.1.3')).toBe(429);
  });
});
