import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The app's Prometheus figures, one registry per app: process figures (CPU, memory, event loop, handles),
 * requests by route, upload bytes and the job queue's depth (read when scraped).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let queueDepths: (() => Promise<Record<string, number>>) | undefined;

  const metrics = {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by method, route pattern and status code, with their durations',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    uploadPartBytes: new Counter({
      name: 'upload_part_bytes_total',
      help: 'Bytes of upload parts received and stored by this server',
      registers: [registry],
    }),
    uploadsCompleted: new Counter({
      name: 'uploads_completed_total',
      help: 'Chunked uploads completed',
      registers: [registry],
    }),
    uploadCompletedBytes: new Counter({
      name: 'upload_completed_bytes_total',
      help: 'Bytes of the files whose chunked upload completed (on any store)',
      registers: [registry],
    }),
    /** The job queue tells how to read its depth; without one the gauge stays empty. */
    readQueueDepthsWith(read: () => Promise<Record<string, number>>) {
      queueDepths = read;
    },
  };

  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in each queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of Object.entries((await queueDepths?.()) ?? {})) this.set({ queue }, depth);
    },
  });
  return metrics;
}
