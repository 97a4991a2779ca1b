/**
 * What `npm test` reads from the runners' JSON reports: how many tests passed and failed, and
 * each failed test's name with the first line of its error, so the last lines of a CI log say
 * what broke.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface ReportSummary {
  passed: number;
  failed: number;
  /** 'file › test name: first line of the error' */
  failedTests: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    /** Set when the file itself failed (an import error, a hook that threw). */
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

export interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

const MAX_ERROR_CHARS = 300;

function firstLine(message: string | undefined): string {
  const [line = ''] = stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n');
  return line.slice(0, MAX_ERROR_CHARS);
}

export function summarizeVitest(report: VitestReport, root: string): ReportSummary {
  const failedTests: string[] = [];
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (!failed.length && file.message) failedTests.push(`${where}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failedTests };
}

/** A flaky test (passed on a retry) counts as failed: it needs mending all the same. */
export function summarizePlaywright(report: PlaywrightReport): ReportSummary {
  const failedTests: string[] = [];
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results.find((result) => result.error)?.error?.message;
          failedTests.push(
            `${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites) visit(suite, [suite.title]);
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    failedTests,
  };
}
