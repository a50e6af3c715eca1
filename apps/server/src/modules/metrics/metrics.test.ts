import { API, SYSTEM_MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { useAppsWithSettings, type TestApp } from '../../test/build-app.js';

const boot = useAppsWithSettings();
const scrape = (t: TestApp, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: SYSTEM_PATHS.metrics,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('/metrics', () => {
  it('answers Prometheus text: process figures and requests by route pattern, never by raw URL', async () => {
    const t = await boot();
    await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz });
    await t.app.inject({ method: 'GET', url: API.assignments.byId(123456) });
    const res = await scrape(t);
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

  it('is off in production without a token, and asks for the token when one is set', async () => {
    const off = await boot({ NODE_ENV: 'production' });
    expect((await scrape(off)).statusCode).toBe(404);

    const token = 'metrics-token-0123456789';
    const guarded = await boot({ NODE_ENV: 'production', METRICS_TOKEN: token });
    const without = await scrape(guarded);
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe(SYSTEM_MESSAGES.metricsToken);
    expect((await scrape(guarded, 'wrong-token-0123456789')).statusCode).toBe(401);
    const ok = await scrape(guarded, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_resident_memory_bytes');
  });
});
