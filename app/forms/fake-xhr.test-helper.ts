/**
 * A stand-in for XMLHttpRequest in component tests: records each request and lets the
 * test answer it (or fail it) when it chooses. Test-only; never imported by app code.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  timeout = 0;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  respond(status: number, answer: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(answer);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The JSON body sent, parsed. */
  json(): Record<string, unknown> {
    return JSON.parse(String(this.body));
  }
}
