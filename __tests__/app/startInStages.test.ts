import { nextTask } from '../../src/app/startInStages';

describe('nextTask', () => {
  it('ends the current task: every microtask already queued runs first', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'))
      .then(() => order.push('microtask 3'));
    await waited;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'next task']);
  });
});
