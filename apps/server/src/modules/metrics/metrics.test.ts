import { API, SYSTEM_MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { useAppsWithSettings, type TestApp } from '@/test/build-app.js';

const boot = useAppsWithSettings();
const TOKEN = 'metrics-token-0123456789';
const scrape = (t: TestApp, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: SYSTEM_PATHS.metrics,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('/metrics', () => {
  it('answers Prometheus text: process figures and requests by route pattern, never by raw URL', async () => {
    const t = await boot({ METRICS_TOKEN: TOKEN });
    await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz });
    await t.app.inject({ method: 'GET', url: API.assignments.byId(123456) });
    const res = await scrape(t, TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1$/m,
    );
    expect(text).toContain('route="/api-ops/ops/v2/all-assignments/:id/"');
    expect(text).not.toContain('123456');
    expect(text).toMatch(/^upload_part_bytes_total 0$/m);
    expect(text).toMatch(/^# TYPE job_queue_depth gauge$/m);
  });

  it('is off without a token in every mode (npm start sets no NODE_ENV), and asks for the token when one is set', async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const off = await boot({ NODE_ENV });
      const res = await scrape(off);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('process_resident_memory_bytes');
    }

    const guarded = await boot({ METRICS_TOKEN: TOKEN });
    const without = await scrape(guarded);
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe(SYSTEM_MESSAGES.metricsToken);
    expect((await scrape(guarded, 'wrong-token-0123456789')).statusCode).toBe(401);
    // As many characters as the token, more bytes: refused, not a 500.
    expect((await scrape(guarded, 'é'.repeat(TOKEN.length))).statusCode).toBe(401);
    const ok = await scrape(guarded, TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_resident_memory_bytes');
  });
});
