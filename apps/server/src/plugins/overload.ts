import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@ops/contracts';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Bulk work a client sends again on a 503 (part PUTs: the browser's upload engine retries them), refused
     * while the instance is under pressure. Nothing else is shed: a person's reads and the probes answer.
     */
    shedUnderPressure?: boolean;
  }
}

/** Seconds a caller refused for load waits before it tries again. */
const RETRY_AFTER_SECONDS = 1;

/** The answer to work the instance has no room for now. */
export const overloaded = () =>
  new AppError(503, MESSAGES.serviceUnavailable, { 'retry-after': String(RETRY_AFTER_SECONDS) });

interface OverloadOptions {
  maxEventLoopDelayMs: number;
  /** 0: no limit on resident memory. */
  maxRssMb: number;
  /** How often the figures are sampled (ms). */
  sampleIntervalMs?: number;
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags, the JavaScript heap nears its limit or
 * resident memory passes its limit, routes marked `shedUnderPressure` answer 503 with Retry-After instead
 * of taking more bytes in.
 */
export const overload = fp(
  async (app: FastifyInstance, options: OverloadOptions) => {
    await app.register(underPressure, {
      sampleInterval: options.sampleIntervalMs ?? 1000,
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
      maxRssBytes: options.maxRssMb * 1024 * 1024,
      // Thrown, so the one error handler answers it in the API's shape.
      pressureHandler: async (request: FastifyRequest) => {
        if (request.routeOptions.config.shedUnderPressure) throw overloaded();
      },
    });
  },
  { name: 'overload' },
);
