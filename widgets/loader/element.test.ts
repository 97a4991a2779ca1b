// @vitest-environment jsdom
import type { StartGenerator } from '../shared/define-generator';
import type { GeneratorModule } from './create-loader';
import { defineElement } from './element';
import type { GeneratorKey } from './generators';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const modules: Partial<Record<GeneratorKey, GeneratorModule>> = {};
const moduleOf = (key: GeneratorKey) =>
  (modules[key] ??= { start: vi.fn<StartGenerator>(), stop: vi.fn() });
const load = vi.fn(async (key: GeneratorKey) => moduleOf(key));

describe('<elf-generator>', () => {
  beforeAll(() => defineElement(window, document, load, 'n0nce'));
  afterEach(() => {
    document.body.replaceChildren();
    vi.clearAllMocks();
  });

  it('starts its kind with its attributes as an element embed', async () => {
    document.body.innerHTML =
      '<elf-generator kind="elf-name" theme="christmas" post-id="p1" data-title="Hi" data-show-history="false"></elf-generator>';
    await flush();
    const element = document.querySelector('elf-generator')!;
    expect(moduleOf('elf-name').start).toHaveBeenLastCalledWith(element, {
      theme: 'christmas',
      postId: 'p1',
      instanceId: 'elf-generator-1',
      nonce: 'n0nce',
      method: 'element',
      title: 'Hi',
      showHistory: false,
    });
  });

  it('starts again when its kind or theme changes, the old kind removed; removed, it stops', async () => {
    const element = document.createElement('elf-generator');
    element.setAttribute('kind', 'scene');
    document.body.append(element);
    await flush();
    element.setAttribute('kind', 'recipe');
    await flush();
    expect(moduleOf('scene').stop).toHaveBeenCalledWith(element);
    expect(moduleOf('recipe').start).toHaveBeenLastCalledWith(
      element,
      expect.objectContaining({ theme: undefined }),
    );
    element.setAttribute('theme', 'elf');
    await flush();
    expect(moduleOf('recipe').start).toHaveBeenLastCalledWith(
      element,
      expect.objectContaining({ theme: 'elf' }),
    );
    element.remove();
    expect(moduleOf('recipe').stop).toHaveBeenCalledWith(element);
  });

  it('starts nothing for a kind that loads after it was changed or removed, or for no kind', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('elf-generator');
    element.setAttribute('kind', 'craft');
    document.body.append(element);
    element.remove();
    await flush();
    expect(moduleOf('craft').start).not.toHaveBeenCalled();
    document.body.innerHTML = '<elf-generator kind="teleporter"></elf-generator>';
    await flush();
    expect(errors).toHaveBeenCalledWith(
      '[elf widgets] Unknown generator "teleporter": use one of elf-name, craft, scene, recipe.',
    );
    errors.mockRestore();
  });

  it('shows a short error in place of the generator it showed when its kind is unknown, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('elf-generator');
    element.setAttribute('kind', 'scene');
    document.body.append(element);
    await flush();
    element.setAttribute('kind', 'bogus');
    await flush();
    expect(moduleOf('scene').stop).toHaveBeenCalledWith(element);
    const alert = element.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'Unknown generator "bogus": use one of elf-name, craft, scene, recipe.',
    );
    expect(errors).toHaveBeenCalledWith(
      '[elf widgets] Unknown generator "bogus": use one of elf-name, craft, scene, recipe.',
    );

    // A known kind again: the error goes and the generator starts.
    element.setAttribute('kind', 'craft');
    expect(element.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    await flush();
    expect(moduleOf('craft').start).toHaveBeenLastCalledWith(element, expect.anything());
    errors.mockRestore();
  });
});
