import { loadOnFirstRequest } from './load-on-first-request';

const request = () => new Request('http://localhost/');

describe('loadOnFirstRequest', () => {
  it('loads the handler with the first request only, and answers every request with it', async () => {
    const load = vi.fn(async () => async () => new Response('answered'));
    const handler = loadOnFirstRequest(load);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([handler(request()), handler(request())]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      'answered',
      'answered',
    ]);
    await handler(request());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the requests of a load that failed, and loads again on the next one', async () => {
    const load = vi
      .fn<() => Promise<(request: Request) => Promise<Response>>>()
      .mockRejectedValueOnce(new Error('module failed'))
      .mockResolvedValue(async () => new Response('answered'));
    const handler = loadOnFirstRequest(load);
    await expect(handler(request())).rejects.toThrow('module failed');
    expect(await (await handler(request())).text()).toBe('answered');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
