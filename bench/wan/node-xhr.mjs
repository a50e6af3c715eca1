// XMLHttpRequest for Node over node:http, as much of it as the console's part PUT (xhr-put.ts) and Uppy's
// fetcher use: open, setRequestHeader, send (Blob, string, buffer or nothing), upload progress, load / error /
// abort, status and response headers. One keep-alive agent with 6 sockets per origin, the HTTP/1.1 limit
// of the browsers, so a client gets no more connections here than in a browser.
import http from 'node:http';
import { Readable } from 'node:stream';

export const browserAgent = new http.Agent({ keepAlive: true, maxSockets: 6 });

class Target {
  #listeners = new Map();
  addEventListener(type, fn) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type, fn) {
    this.#listeners.set(
      type,
      (this.#listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }
  dispatch(type, event = {}) {
    const e = { type, target: this, ...event };
    this[`on${type}`]?.(e);
    for (const fn of this.#listeners.get(type) ?? []) fn(e);
  }
}

export class NodeXMLHttpRequest extends Target {
  upload = new Target();
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  timeout = 0;
  #method = 'GET';
  #url = '';
  #headers = {};
  #response = null;
  #request = null;
  #done = false;

  open(method, url) {
    this.#method = method;
    this.#url = url;
    this.readyState = 1;
  }

  setRequestHeader(name, value) {
    this.#headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name) {
    const value = this.#response?.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  getAllResponseHeaders() {
    return Object.entries(this.#response?.headers ?? {})
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
  }

  get response() {
    return this.responseText;
  }

  abort() {
    if (this.#done) return;
    this.#done = true;
    this.#request?.destroy();
    this.readyState = 4;
    this.dispatch('abort');
    this.dispatch('loadend');
  }

  #fail() {
    if (this.#done) return;
    this.#done = true;
    this.status = 0;
    this.readyState = 4;
    this.dispatch('error');
    this.dispatch('loadend');
  }

  send(body = null) {
    const size = body == null ? 0 : (body.size ?? body.byteLength ?? Buffer.byteLength(body));
    const request = http.request(this.#url, {
      method: this.#method,
      agent: browserAgent,
      headers: { ...this.#headers, 'content-length': size },
    });
    this.#request = request;
    request.on('response', (res) => {
      this.#response = res;
      this.status = res.statusCode;
      this.statusText = res.statusMessage;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (this.#done) return;
        this.#done = true;
        this.responseText = Buffer.concat(chunks).toString('utf8');
        this.readyState = 4;
        this.dispatch('readystatechange');
        this.dispatch('load');
        this.dispatch('loadend');
      });
      res.on('error', () => this.#fail());
    });
    request.on('error', () => this.#fail());
    if (body == null) return void request.end();
    if (typeof body.stream !== 'function') return void request.end(body);
    // A Blob goes as a stream: progress counts the bytes handed to the socket, as a browser's does.
    let loaded = 0;
    const source = Readable.fromWeb(body.stream());
    source.on('data', (chunk) => {
      loaded += chunk.length;
      if (!request.write(chunk)) source.pause();
      this.upload.dispatch('progress', { loaded, total: size, lengthComputable: true });
    });
    request.on('drain', () => source.resume());
    source.on('end', () => request.end());
    source.on('error', () => request.destroy());
  }
}
