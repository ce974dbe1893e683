import { pageDataOver, type PageData, type PageDataAnswer } from './page-data';

/**
 * React's `use` takes a promise marked settled (`status`, `value`) as it is, without suspending:
 * a load that answered before its component reads it costs no second render of that component
 * and everything under it.
 */
function markedWhenSettled<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

/**
 * A page's data on the server, with its loads: what the components load goes into the snapshot
 * the page carries. Its own entry point (`@store/platform/server-page-data`), so the browser's
 * scripts, which only read a snapshot, do not carry it.
 */
export function createServerPageData(): PageData {
  const values = new Map<string, unknown>();
  const loads = new Map<string, Promise<PageDataAnswer>>();
  const waits = new Map<string, Promise<void>>();
  return {
    ...pageDataOver(values),
    loads: {
      load(key, load) {
        let answer = loads.get(key);
        if (!answer) {
          answer = markedWhenSettled(
            load().then(
              (value): PageDataAnswer => {
                values.set(key, value);
                return { ok: true, value };
              },
              (): PageDataAnswer => ({ ok: false }),
            ),
          );
          loads.set(key, answer);
        }
        return answer;
      },
      all(keys) {
        const id = keys.join('\n');
        let wait = waits.get(id);
        if (!wait) {
          wait = markedWhenSettled(Promise.all(keys.map((key) => loads.get(key))).then(() => {}));
          waits.set(id, wait);
        }
        return wait;
      },
    },
  };
}
