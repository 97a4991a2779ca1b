import { Link } from 'react-router-dom';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';
import { useSiteSettings } from '../../app/settings-context';

export const homeHandle: RouteHandle = {
  head: (_data: unknown, settings: SiteSettings): HeadData => ({
    title: `${settings.productName} | Holiday elf traditions for families`,
    description: `Ideas, crafts, scenes and recipes for your family's elf tradition, from ${settings.productName}.`,
    canonicalPath: PATHS.home,
  }),
};

export function HomeRoute() {
  const settings = useSiteSettings();
  return (
    <section>
      <h1>{settings.productName}</h1>
      <p>Ideas, crafts, scenes and recipes for your family&apos;s elf tradition.</p>
      <p>
        <Link to={PATHS.blog}>Explore Blog</Link>
      </p>
    </section>
  );
}
