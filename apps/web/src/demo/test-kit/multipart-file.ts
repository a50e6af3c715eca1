/**
 * A multipart body written out by hand: jsdom's FormData loses a file's name on its way into a fetch
 * Request, and the contract's name is what the upload answers.
 */
export function multipartFile(field: string, filename: string, type: string, content: Uint8Array | string) {
  const boundary = 'demo-boundary-7MA4YWxk';
  const encode = (text: string) => new TextEncoder().encode(text);
  const head = encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const bytes = typeof content === 'string' ? encode(content) : content;
  const tail = encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  };
}
