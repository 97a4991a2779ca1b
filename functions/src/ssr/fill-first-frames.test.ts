import { fillFirstFrames, type GeneratorMarkup } from './fill-first-frames';

const frameOf = async ({ kind, attributes }: GeneratorMarkup) =>
  `<template shadowrootmode="open">${kind}:${JSON.stringify(attributes)}</template>`;

describe('fillFirstFrames', () => {
  it('fills each generator element with its frame and marks it rendered', async () => {
    const html =
      '<p>Intro</p><div class="generator" data-elf-generator="craft" data-testid="page-generator"></div>' +
      '<div data-elf-generator="elf-name" data-title="Tom &amp; Jerry&#39;s" data-theme="christmas"></div>';
    expect(await fillFirstFrames(html, frameOf)).toBe(
      '<p>Intro</p><div class="generator" data-elf-generator="craft" data-testid="page-generator" data-elf-rendered="">' +
        '<template shadowrootmode="open">craft:{"class":"generator","data-elf-generator":"craft","data-testid":"page-generator"}</template></div>' +
        '<div data-elf-generator="elf-name" data-title="Tom &amp; Jerry&#39;s" data-theme="christmas" data-elf-rendered="">' +
        `<template shadowrootmode="open">elf-name:{"data-elf-generator":"elf-name","data-title":"Tom & Jerry's","data-theme":"christmas"}</template></div>`,
    );
  });

  it('leaves to the browser an unknown kind, a rendered element, one with content and a frame that cannot render', async () => {
    const html = [
      '<div data-elf-generator="toString"></div>',
      '<div data-elf-generator="scene" data-elf-rendered=""></div>',
      '<div data-elf-generator="scene"><p>kept</p></div>',
      '<div data-elf-generator="recipe"></div>',
      '<div data-title="a > b" data-elf-generator="scene"></div>',
    ].join('');
    const rendered: string[] = [];
    const out = await fillFirstFrames(html, async ({ kind }) => {
      rendered.push(kind);
      return null;
    });
    expect(out).toBe(html);
    expect(rendered).toEqual(['recipe']);
  });

  it('answers a page without generators as it is, without looking for frames', async () => {
    const html = '<div class="a"></div><div></div>';
    let calls = 0;
    expect(await fillFirstFrames(html, async () => String(++calls))).toBe(html);
    expect(calls).toBe(0);
  });
});
