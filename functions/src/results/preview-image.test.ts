import { SAMPLE_RECIPES } from '@core/generators/recipe-samples';
import { RESULT_IMAGE_SIZES, type ResultImageVariant } from '@core/results/result-pages';
import { resultImageCard } from '@core/results/result-images';
import { renderResultImage } from './preview-image';

const site = { productName: 'Elf Letter', siteUrl: 'https://elfletter.example' };
const craft = (title: string) =>
  resultImageCard(
    { kind: 'craft', item: { title, difficulty: 'Easy', timeRequired: '20 minutes' } },
    site,
  );

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size as its first chunk, IHDR, states it (bytes 16 to 24). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('renderResultImage', () => {
  it.each(Object.keys(RESULT_IMAGE_SIZES) as ResultImageVariant[])(
    'renders the %s variant as a PNG of its size',
    async (variant) => {
      const png = await renderResultImage(craft('Paper Chain Countdown'), variant);
      expect(pngSize(png)).toEqual(RESULT_IMAGE_SIZES[variant]);
    },
  );

  it('renders the same bytes for the same card (fonts of its own, nothing of the machine)', async () => {
    const card = craft('Reindeer Food Jars for the Whole Family '.repeat(6));
    const [first, second] = [
      await renderResultImage(card, 'og'),
      await renderResultImage(card, 'og'),
    ];
    expect(first.equals(second)).toBe(true);
    expect(pngSize(first)).toEqual(RESULT_IMAGE_SIZES.og);
  });

  it('renders a recipe and an elf name too', async () => {
    const recipe = resultImageCard({ kind: 'recipe', item: SAMPLE_RECIPES[0]! }, site);
    const name = resultImageCard(
      { kind: 'elf-name', name: { firstName: 'Jingletoes', lastName: 'McSparkle' } },
      site,
    );
    expect(pngSize(await renderResultImage(recipe, 'pin'))).toEqual(RESULT_IMAGE_SIZES.pin);
    expect(pngSize(await renderResultImage(name, 'og'))).toEqual(RESULT_IMAGE_SIZES.og);
  });
});
