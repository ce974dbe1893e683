/** @jest-environment node */
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after every microtask of this one', async () => {
    let resolved = false;
    const done = nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });
});
