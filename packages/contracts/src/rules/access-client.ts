const DEVICES: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', wearable: 'Mobile' };

/**
 * An access log entry's platform and device, from a User-Agent parser's reading (ua-parser-js's `os` and
 * `device`, at the server and in the demo): the operating system's name, and Mobile, Tablet or Desktop.
 */
export const accessLogClient = (reading: { os: { name?: string }; device: { type?: string } }) => ({
  platform: reading.os.name ?? 'Unknown',
  device: (reading.device.type && DEVICES[reading.device.type]) || 'Desktop',
});
