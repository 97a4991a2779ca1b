import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the current task and its microtasks, behind a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued first'), 0);
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('this task');
    await next;
    expect(order).toEqual(['this task', 'microtask', 'timer queued first', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
