import { summarizePlaywright, summarizeVitest, type PlaywrightReport } from './test-reports';

describe('summarizeVitest', () => {
  it('names each failed test with its file and the first line of its error, without colours', () => {
    const summary = summarizeVitest(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/functions/src/api/tracking.int.test.ts',
            assertionResults: [
              { fullName: 'tracking counts views', status: 'passed', failureMessages: [] },
              {
                fullName: 'tracking limits a client',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 204 to be 429\u001b[39m\n    at send (tracking.int.test.ts:75:5)',
                ],
              },
            ],
          },
          {
            name: '/repo/functions/src/sitemap/sitemap.int.test.ts',
            message: 'Hook timed out in 60000ms.\nIf this is a long-running hook…',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      failedTests: [
        'functions/src/api/tracking.int.test.ts › tracking limits a client: AssertionError: expected 204 to be 429',
        'functions/src/sitemap/sitemap.int.test.ts: Hook timed out in 60000ms.',
      ],
    });
  });
});

describe('summarizePlaywright', () => {
  const report: PlaywrightReport = {
    stats: { expected: 5, unexpected: 1, flaky: 1 },
    suites: [
      {
        title: 'blog.spec.ts',
        specs: [
          {
            title: 'lists posts',
            tests: [{ status: 'expected', results: [{}] }],
          },
        ],
        suites: [
          {
            title: 'the post page',
            specs: [
              {
                title: 'tracks a view',
                tests: [
                  {
                    status: 'unexpected',
                    results: [
                      { error: { message: 'Error: expect(locator).toBeVisible() failed\n…' } },
                    ],
                  },
                ],
              },
              {
                title: 'opens the sign-up dialog',
                tests: [
                  {
                    status: 'flaky',
                    results: [{ error: { message: 'Timeout 5000ms exceeded.' } }, {}],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('counts a flaky test as failed and names it with its describe path', () => {
    expect(summarizePlaywright(report)).toEqual({
      passed: 5,
      failed: 2,
      failedTests: [
        'blog.spec.ts › the post page › tracks a view (unexpected): Error: expect(locator).toBeVisible() failed',
        'blog.spec.ts › the post page › opens the sign-up dialog (flaky): Timeout 5000ms exceeded.',
      ],
    });
  });
});
