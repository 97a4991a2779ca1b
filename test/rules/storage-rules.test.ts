/**
 * The Storage emulator's rules runtime cannot be downloaded on these machines, so storage.rules is
 * held to its one promise by reading it: no client may read or write any file (they are all
 * served through /media/ by the api function), which in Storage's rules language means the file
 * grants nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';

interface FirebaseJson {
  storage?: { rules?: string } | { rules?: string }[];
}

function deployedStorageRules(): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const entries = Array.isArray(config.storage) ? config.storage : [config.storage];
  const files = entries.map((entry) => entry?.rules);
  expect(files, 'firebase.json deploys one storage rules file').toHaveLength(1);
  return readFileSync(join(ROOT, files[0]!), 'utf8');
}

/** The rules without their comments, so a comment that mentions `allow` does not count. */
function withoutComments(rules: string): string {
  return rules.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

describe('storage.rules', () => {
  it('grants no client any read or write', () => {
    const rules = withoutComments(deployedStorageRules());
    expect(rules).toMatch(/service\s+firebase\.storage\s*\{/);
    expect(rules.match(/\ballow\b[^;]*;?/g) ?? []).toEqual([]);
  });

  it('counts an allow hidden among comments', () => {
    expect(withoutComments('// allow read;\nmatch /x { allow read: if true; }')).toMatch(
      /\ballow\b/,
    );
    expect(withoutComments('/* allow read; */ match /x {}')).not.toMatch(/\ballow\b/);
  });
});
