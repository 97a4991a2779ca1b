import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { reportImpression, trackUsage, type WidgetInstance } from './usage';

/** jsdom has no IntersectionObserver: this one reports what the test says is in view. */
class ViewportStub {
  static all: ViewportStub[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    ViewportStub.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(inView: boolean) {
    if (!this.disconnected)
      this.report(this.observed.map((target) => ({ target, isIntersecting: inView })));
  }
}

const instance: WidgetInstance = { tool: 'sceneGenerator', instanceId: 'scene-1', postId: null };

describe('usage reports', () => {
  beforeEach(() => {
    ViewportStub.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ViewportStub);
    window.history.replaceState(null, '', '/blog/elf-ideas?email=a@b.example#comments');
  });
  afterEach(resetWidgetTestState);

  it('carry the host page: origin and path, never its query or fragment', () => {
    const events = captureUsageEvents();
    trackUsage(instance, 'spin');
    expect(events).toEqual([
      expect.objectContaining({
        page: { origin: window.location.origin, path: '/blog/elf-ideas' },
      }),
    ]);
  });

  it('say how the widget was embedded, and name the page an iframe embed was given', () => {
    const events = captureUsageEvents();
    trackUsage({ ...instance, method: 'markup' }, 'spin');
    const parent = { origin: 'https://family.example', path: '/advent' };
    trackUsage({ ...instance, method: 'iframe', page: () => parent }, 'spin');
    expect(events).toEqual([
      expect.objectContaining({
        method: 'markup',
        page: { origin: window.location.origin, path: '/blog/elf-ideas' },
      }),
      expect.objectContaining({ method: 'iframe', page: parent }),
    ]);
  });

  it('report an impression once the widget has been in view for a second, once per element', () => {
    const events = captureUsageEvents();
    const host = document.createElement('div');
    reportImpression(host, instance);
    reportImpression(host, instance);
    expect(ViewportStub.all).toHaveLength(1);
    const viewport = ViewportStub.all[0]!;

    viewport.show(true);
    vi.advanceTimersByTime(900);
    viewport.show(false);
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([]);

    viewport.show(true);
    vi.advanceTimersByTime(1000);
    viewport.show(false);
    viewport.show(true);
    vi.advanceTimersByTime(5000);
    expect(events).toEqual([
      expect.objectContaining({
        toolName: 'sceneGenerator',
        metadata: expect.objectContaining({ action: 'impression' }),
        page: { origin: window.location.origin, path: '/blog/elf-ideas' },
      }),
    ]);
  });

  it('count each tool an element shows once, and a tool switched away before it was seen not at all', () => {
    const events = captureUsageEvents();
    const host = document.createElement('elf-generator');
    const recipe: WidgetInstance = { ...instance, tool: 'recipeGenerator' };
    reportImpression(host, instance);
    ViewportStub.all[0]!.show(true);
    vi.advanceTimersByTime(500);
    // Its kind changes half a second in: the scene was not seen for long enough.
    reportImpression(host, recipe);
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([]);

    ViewportStub.all[1]!.show(true);
    vi.advanceTimersByTime(1000);
    reportImpression(host, instance);
    ViewportStub.all[2]!.show(true);
    vi.advanceTimersByTime(1000);
    reportImpression(host, recipe);
    reportImpression(host, instance);
    vi.advanceTimersByTime(5000);
    expect(ViewportStub.all).toHaveLength(3);
    expect(events.map((event) => event.toolName)).toEqual(['recipeGenerator', 'sceneGenerator']);
  });
});
