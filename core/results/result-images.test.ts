import { describe, expect, it } from 'vitest';
import { readResultImagePath, resultImageCard } from './result-images';
import { elfNameImagePath, generatorImagePath, resultImagePath } from './result-pages';

const site = { productName: 'Elf Letter', siteUrl: 'https://elfletter.example' };

describe('resultImageCard', () => {
  it('names a craft idea, its difficulty and time, and the site', () => {
    const card = resultImageCard(
      {
        kind: 'craft',
        item: { title: 'Paper Chain Countdown', difficulty: 'Easy', timeRequired: '20 minutes' },
      },
      site,
    );
    expect(card).toEqual({
      kindLabel: 'Craft idea',
      title: 'Paper Chain Countdown',
      details: ['Difficulty: Easy · Time: 20 minutes'],
      productName: 'Elf Letter',
      siteHost: 'elfletter.example',
    });
  });

  it('leaves out a time the scene does not have', () => {
    const card = resultImageCard(
      { kind: 'scene', item: { title: 'Elf Zip Line', difficulty: 'Medium', timeRequired: null } },
      site,
    );
    expect(card.kindLabel).toBe('Elf scene');
    expect(card.details).toEqual(['Difficulty: Medium']);
  });

  it('gives a recipe its times and servings as the widget writes them', () => {
    const card = resultImageCard(
      {
        kind: 'recipe',
        item: {
          title: 'Gingerbread Cookies',
          difficulty: 'Easy',
          prepTime: '20 min',
          cookTime: '10 min',
          totalTime: '30 min',
          servings: 24,
        },
      },
      site,
    );
    expect(card.kindLabel).toBe('Holiday recipe');
    expect(card.details).toEqual(['Prep: 20 min · Cook: 10 min', 'Total: 30 min · Servings: 24']);
  });

  it('shows an elf name whole, first and last name', () => {
    const card = resultImageCard(
      { kind: 'elf-name', name: { firstName: 'Jingletoes', lastName: 'McSparkle' } },
      site,
    );
    expect(card.kindLabel).toBe('Elf name');
    expect(card.title).toBe('Jingletoes McSparkle');
  });
});

describe("a generator page's card", () => {
  it('names the generator as the site does', () => {
    expect(resultImageCard({ kind: 'generator', generator: 'scene' }, site)).toEqual({
      kindLabel: 'Free holiday generator',
      title: 'Elf Scene Generator',
      details: [],
      productName: 'Elf Letter',
      siteHost: 'elfletter.example',
    });
  });
});

describe('readResultImagePath', () => {
  const item = { id: 'job7-12', updatedAt: '2026-11-28T10:00:00.000Z' };
  const stored = (path: string) => path.replace(/^\/media\//, '');

  it('reads back every address the builders make', () => {
    for (const variant of ['og', 'pin'] as const) {
      expect(readResultImagePath(stored(resultImagePath('recipe', item, variant)))).toEqual({
        kind: 'recipe',
        id: 'job7-12',
        version: Date.parse(item.updatedAt).toString(36),
        variant,
      });
      const name = { firstName: 'Jingletoes', lastName: 'McSparkle' };
      expect(readResultImagePath(stored(elfNameImagePath(name, variant)))).toEqual({
        kind: 'elf-name',
        name,
        variant,
      });
      expect(readResultImagePath(stored(generatorImagePath('scene', variant)))).toEqual({
        kind: 'generator',
        generator: 'scene',
        variant,
      });
    }
  });

  it('refuses anything else', () => {
    for (const bad of [
      'results/craft/abc/1a-og.jpg',
      'results/craft/abc/1a-big.png',
      'results/poem/abc/1a-og.png',
      'results/craft/a b/1a-og.png',
      'results/craft/abc/1A-og.png',
      'results/craft/abc/extra/1a-og.png',
      'results/elf-name/Buy-Now-Cheap-og.png',
      'results/elf-name/-og.png',
      'results/generators/poem-og.png',
      'results/generators/scene/x-og.png',
      'blog/featured/a.webp',
    ]) {
      expect(readResultImagePath(bad)).toBeNull();
    }
  });
});
