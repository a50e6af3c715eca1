import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** A test's EventSource: opens the stream and keeps each event as it comes. */
export function openSse(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  let status = 0;
  let buffer = '';
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const opened = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') event.data = value;
          }
          if (block.startsWith(':') || block.startsWith('retry:')) continue;
          events.push(event);
        }
      });
      resolve(status);
    });
    request.on('error', reject);
  });
  return { events, opened, close: () => request.destroy() };
}
