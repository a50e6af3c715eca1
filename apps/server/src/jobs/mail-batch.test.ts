import { describe, expect, it } from 'vitest';
import { sendMailBatch } from './job-queue.js';

const jobs = [1, 2, 3].map((n) => ({ id: `job-${n}`, data: { id: n } }));

describe('a batch of mail jobs', () => {
  it('sends every mail, and fails alone the one that did not go out', async () => {
    const sent: number[] = [];
    const failed: [string, unknown][] = [];
    await sendMailBatch(
      jobs,
      async (id) => {
        if (id === 2) throw new Error('mailbox full');
        sent.push(id);
      },
      async (jobId, error) => failed.push([jobId, error]),
    );
    expect(sent).toEqual([1, 3]);
    expect(failed).toHaveLength(1);
    expect(failed[0]![0]).toBe('job-2');
    expect(String(failed[0]![1])).toContain('mailbox full');
  });

  it('throws the first error when no mail went out, so the queue fails the whole batch', async () => {
    const failed: string[] = [];
    await expect(
      sendMailBatch(
        jobs,
        async (id) => {
          throw new Error(`down ${id}`);
        },
        async (jobId) => failed.push(jobId),
      ),
    ).rejects.toThrow('down 1');
    expect(failed).toEqual([]);
  });
});
