import { useRef, useState } from 'react';
import { isCancelled, type ApiRequestConfig, type UploadProgress } from '@store/platform';

/** What an upload call is given: the buyer's «Cancelar», and where its progress goes. */
export type UploadCall = Required<Pick<ApiRequestConfig, 'signal' | 'onUploadProgress'>>;

/**
 * An upload the buyer follows and can stop: `progress` while one goes (null otherwise), `send`
 * runs one and answers its result, or null when the buyer cancelled it (nothing to show then:
 * everything stays as before it), and `cancel` stops it.
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const going = useRef<AbortController | null>(null);

  async function send<T>(upload: (call: UploadCall) => Promise<T>): Promise<T | null> {
    const controller = new AbortController();
    going.current = controller;
    setProgress({ loaded: 0, total: null });
    try {
      return await upload({ signal: controller.signal, onUploadProgress: setProgress });
    } catch (error) {
      if (isCancelled(error)) return null;
      throw error;
    } finally {
      going.current = null;
      setProgress(null);
    }
  }

  return { progress, send, cancel: () => going.current?.abort() };
}
