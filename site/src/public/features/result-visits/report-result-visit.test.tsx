import { VISITED_RESULTS_KEY } from '@core/results/result-sharing';
import { toolUsageInputSchema } from '@core/analytics/tool-usage';
import { countResultVisit, reportResultVisit } from './report-result-visit';

describe('a result page’s visit', () => {
  const sent = () =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([url, init]) => [url, JSON.parse(String(init.body))] as [string, Record<string, unknown>],
    );
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('is reported as a visit of the result, valid for the usage endpoint, with nothing about the visitor', async () => {
    await reportResultVisit('craft', 'job-1-12');
    const [[url, body]] = sent() as [[string, Record<string, unknown>]];
    expect(url).toBe('/api/tool-usage');
    expect(body).toMatchObject({
      toolName: 'craftGenerator',
      result: { kind: 'craft', key: 'job-1-12' },
      metadata: { action: 'result-visit', browserInfo: '', screenWidth: 0, screenHeight: 0 },
    });
    expect(toolUsageInputSchema.safeParse(body).success).toBe(true);
  });

  it('counts once per result a day in a browser session, and an elf name by its words', async () => {
    await reportResultVisit('elf-name', 'Jingletoes-McSparkle');
    await reportResultVisit('elf-name', 'Jingletoes-McSparkle');
    await reportResultVisit('scene', 's1');
    expect(sent().map(([, body]) => body.result)).toEqual([
      { kind: 'elf-name', key: 'Jingletoes-McSparkle' },
      { kind: 'scene', key: 's1' },
    ]);
    expect(sessionStorage.getItem(VISITED_RESULTS_KEY)).toContain('elf-name/Jingletoes-McSparkle');
  });

  it('tries again on the next load when the report fails, and never throws into the page', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(reportResultVisit('recipe', 'r1')).resolves.toBeUndefined();
    await reportResultVisit('recipe', 'r1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('runs as the result page’s page script', async () => {
    countResultVisit({ kind: 'recipe', key: 'r2' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
