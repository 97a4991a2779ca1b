/** Helpers for widget component tests: usage events are captured instead of sent. */
export function captureUsageEvents() {
  const events: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      events.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(null, { status: 204 });
    }),
  );
  return events;
}

export function resetWidgetTestState() {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
