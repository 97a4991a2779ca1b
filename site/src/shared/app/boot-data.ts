import { BOOT_DATA_ID, type BootData } from '@core/site/boot-data';

let boot: BootData | undefined;

export function readBootData(): BootData {
  if (!boot) {
    const block = document.getElementById(BOOT_DATA_ID);
    if (!block?.textContent)
      throw new Error('Boot data missing: the page was not served by the site server');
    boot = JSON.parse(block.textContent) as BootData;
  }
  return boot;
}
