/** The generators a page can name in markup (data-elf-generator="…") and their global init functions. */
export const GENERATORS = {
  'elf-name': 'initElfNameGenerator',
  craft: 'initCraftGenerator',
  scene: 'initSceneGenerator',
  recipe: 'initRecipeGenerator',
} as const;

export type GeneratorKey = keyof typeof GENERATORS;

export function isGeneratorKey(value: string | undefined): value is GeneratorKey {
  return value !== undefined && Object.prototype.hasOwnProperty.call(GENERATORS, value);
}
