import { act } from '@testing-library/react';

/** The browser's EventSource as the API's stream drives it: the test sends events and errors. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    const message = new MessageEvent(name, { data: JSON.stringify(data) });
    act(() => this.listeners.get(name)?.forEach((listener) => listener(message)));
  }
}

/** Installs the fake as the page's EventSource, with no stream opened yet (Jest's beforeEach). */
export function installFakeEventSource(): void {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}
