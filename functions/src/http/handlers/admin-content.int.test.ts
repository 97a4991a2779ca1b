/**
 * The admin content API against the emulators: access, validation with the spec's messages,
 * duplicates, the audit log, counts, settings, and widgets seeing a save at once.
 */
import type { ActivityPage, AuditEntry } from '@core/admin/audit';
import { DEFAULT_SCENE_SETTINGS } from '@core/generators/generator-settings';
import type { CraftIdea, HolidayRecipe } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, type TestSession, sessionsForFile } from '@test/sessions';
import { db } from '../../platform/firebase';
import { apiPath } from '@core/api-routes';

const { admin, user } = sessionsForFile('admin', 'user');

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; session?: TestSession | null } = {},
): Promise<Answer<T>> {
  const session = init.session === undefined ? admin : init.session;
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(session ? bearer(session) : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as T,
    headers: response.headers,
  };
}

const craftInput = (title: string) => ({
  title,
  instructions: 'Cut strips and glue them into a chain.',
  requiredSupplies: ['paper', ' ', 'glue'],
  difficulty: 'easy',
});

/** The newest audit entries of a document, straight from the log. */
async function auditOf(documentId: string): Promise<AuditEntry[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.auditLog)
    .where('documentId', '==', documentId)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }) as AuditEntry)
    .sort((a, b) => b.at.localeCompare(a.at));
}

describe('access', () => {
  const ROUTES: [string, string][] = [
    ['GET', apiPath('contentList', { kind: 'crafts' })],
    ['POST', apiPath('contentList', { kind: 'recipes' })],
    ['PUT', apiPath('contentItem', { kind: 'scenes', id: 'some-id' })],
    ['DELETE', apiPath('contentItem', { kind: 'prefixes', id: 'some-id' })],
    ['GET', apiPath('contentCounts')],
    ['PUT', apiPath('settings', { name: 'craft-generator' })],
    ['POST', apiPath('importDryRun')],
    ['POST', apiPath('imports')],
    ['GET', apiPath('importJob', { id: 'some-job-id' })],
    ['GET', apiPath('activity')],
  ];
  it.each(ROUTES)('%s %s: 401 without a session, 403 for a non-admin', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : craftInput('Denied');
    const anonymous = await call(path, { method, body, session: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Please log in to access admin functions' });
    const signedIn = await call(path, { method, body, session: user });
    expect(signedIn.status).toBe(403);
    expect(signedIn.body).toEqual({ error: 'Admin privileges required for this action' });
  });
});

describe('craft ideas', () => {
  it('refuses invalid input with the spec messages and writes nothing', async () => {
    const before = (await db().collection(COLLECTIONS.craftIdeas).count().get()).data().count;
    const missing = await call(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: { title: ' ', instructions: '', requiredSupplies: [' '], difficulty: 'Easy' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'Title is required',
      issues: [
        { field: 'title', message: 'Title is required' },
        { field: 'instructions', message: 'Instructions are required' },
        { field: 'requiredSupplies', message: 'Supplies are required' },
      ],
    });
    const unknownField = await call(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: { ...craftInput(uniqueId('Craft')), key: 'forged' },
    });
    expect(unknownField.status).toBe(400);
    const notJson = await fetch(`${SITE_ORIGIN}${apiPath('contentList', { kind: 'crafts' })}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(notJson.status).toBe(400);
    expect((await db().collection(COLLECTIONS.craftIdeas).count().get()).data().count).toBe(before);
  });

  it('creates, updates and deletes, each change audited with before and after', async () => {
    const title = uniqueId('Paper Chain');
    const created = await call<{ item: CraftIdea }>(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: craftInput(title),
    });
    expect(created.status).toBe(201);
    const { id } = created.body.item;
    expect(created.body.item).toMatchObject({
      title,
      requiredSupplies: ['paper', 'glue'],
      difficulty: 'Easy',
      timeRequired: null,
    });

    const updated = await call<{ item: CraftIdea; changed: boolean }>(
      apiPath('contentItem', { kind: 'crafts', id }),
      { method: 'PUT', body: { ...craftInput(title), difficulty: 'Hard', timeRequired: '1 hour' } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      changed: true,
      item: { difficulty: 'Hard', timeRequired: '1 hour' },
    });
    const unchanged = await call<{ changed: boolean }>(
      apiPath('contentItem', { kind: 'crafts', id }),
      {
        method: 'PUT',
        body: { ...craftInput(title), difficulty: 'Hard', timeRequired: '1 hour' },
      },
    );
    expect(unchanged.body.changed).toBe(false);

    const deleted = await call(apiPath('contentItem', { kind: 'crafts', id }), {
      method: 'DELETE',
    });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: id } });
    expect((await call(apiPath('contentItem', { kind: 'crafts', id }))).status).toBe(404);
    expect(
      (await call(apiPath('contentItem', { kind: 'crafts', id }), { method: 'DELETE' })).status,
    ).toBe(404);

    const [remove, update, create] = await auditOf(id);
    expect(create).toMatchObject({
      actor: { uid: admin.uid, email: expect.stringContaining('@elf.test') },
      area: 'crafts',
      action: 'create',
      collection: 'craftIdeas',
      documentId: id,
      label: title,
      jobId: null,
      changes: [{ documentId: id, before: null, after: { title, difficulty: 'Easy' } }],
    });
    expect(update).toMatchObject({
      action: 'update',
      changes: [
        {
          before: { difficulty: 'Easy', timeRequired: null },
          after: { difficulty: 'Hard', timeRequired: '1 hour' },
        },
      ],
    });
    expect(remove).toMatchObject({
      action: 'delete',
      changes: [{ before: { title, difficulty: 'Hard' }, after: null }],
    });
    expect(Date.parse(remove!.at)).toBeGreaterThanOrEqual(Date.parse(create!.at));
  });

  it('refuses a duplicate title (any case or spacing) on create and on rename', async () => {
    const title = uniqueId('Button Wreath');
    const first = await call<{ item: CraftIdea }>(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: craftInput(title),
    });
    const other = await call<{ item: CraftIdea }>(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: craftInput(`${title} two`),
    });
    const again = await call(apiPath('contentList', { kind: 'crafts' }), {
      method: 'POST',
      body: craftInput(`  ${title.toUpperCase().replace(' ', '   ')} `),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'A craft idea with this title already exists',
      duplicateOf: first.body.item.id,
    });
    const rename = await call(apiPath('contentItem', { kind: 'crafts', id: other.body.item.id }), {
      method: 'PUT',
      body: craftInput(title.toLowerCase()),
    });
    expect(rename.status).toBe(409);
    // Renaming an entry to another spelling of its own title is no duplicate.
    const respell = await call(apiPath('contentItem', { kind: 'crafts', id: first.body.item.id }), {
      method: 'PUT',
      body: craftInput(title.toLowerCase()),
    });
    expect(respell.status).toBe(200);
    for (const id of [first.body.item.id, other.body.item.id])
      await call(apiPath('contentItem', { kind: 'crafts', id }), { method: 'DELETE' });
  });
});

describe('other kinds', () => {
  it("name parts default to category 'custom' and refuse a repeated name", async () => {
    const value = uniqueId('Jingle');
    const created = await call<{ item: { id: string; category: string } }>(
      apiPath('contentList', { kind: 'suffixes' }),
      { method: 'POST', body: { value: ` ${value} ` } },
    );
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ value, category: 'custom' });
    const again = await call(apiPath('contentList', { kind: 'suffixes' }), {
      method: 'POST',
      body: { value: value.toUpperCase(), category: 'other' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'This suffix already exists' },
    });
    const blank = await call(apiPath('contentList', { kind: 'suffixes' }), {
      method: 'POST',
      body: { value: '  ' },
    });
    expect(blank).toMatchObject({ status: 400, body: { error: 'Name is required' } });
    await call(apiPath('contentItem', { kind: 'suffixes', id: created.body.item.id }), {
      method: 'DELETE',
    });
  });

  it('scenes answer the spec summary for missing fields', async () => {
    const answer = await call(apiPath('contentList', { kind: 'scenes' }), {
      method: 'POST',
      body: { title: 'Half a scene', description: '', requiredItems: [], setupInstructions: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Please fill in all required fields' });
    const noItems = await call(apiPath('contentList', { kind: 'scenes' }), {
      method: 'POST',
      body: { title: 'T', description: 'D', requiredItems: [' '], setupInstructions: 'S' },
    });
    expect(noItems.body).toMatchObject({ error: 'Please add at least one required item' });
  });

  it('lists a page at a time in title order, and finds by the start of a title', async () => {
    const marker = uniqueId('Aardvark Cake').toLowerCase();
    const ids: string[] = [];
    for (const suffix of ['c', 'a', 'b']) {
      const created = await call<{ item: HolidayRecipe }>(
        apiPath('contentList', { kind: 'recipes' }),
        {
          method: 'POST',
          body: {
            title: `${marker} ${suffix}`,
            description: 'D',
            instructions: 'I',
            prepTime: '1 min',
            cookTime: '1 min',
            totalTime: '2 min',
          },
        },
      );
      ids.push(created.body.item.id);
    }
    const titles: string[] = [];
    let after: string | null = null;
    do {
      const query: string = `?q=${encodeURIComponent(marker.toUpperCase())}&limit=2${after ? `&after=${after}` : ''}`;
      const page = await call<{ items: HolidayRecipe[]; nextAfter: string | null }>(
        `${apiPath('contentList', { kind: 'recipes' })}${query}`,
      );
      expect(page.status).toBe(200);
      titles.push(...page.body.items.map((r) => r.title));
      after = page.body.nextAfter;
    } while (after);
    expect(titles).toEqual([`${marker} a`, `${marker} b`, `${marker} c`]);
    expect(
      (await call(`${apiPath('contentList', { kind: 'recipes' })}?sort=newest&q=x`)).status,
    ).toBe(400);
    for (const id of ids)
      await call(apiPath('contentItem', { kind: 'recipes', id }), { method: 'DELETE' });
  });

  it('counts every kind exactly', async () => {
    const counts = await call<Record<string, number>>(apiPath('contentCounts'));
    expect(counts.status).toBe(200);
    const expected = await Promise.all(
      (
        [
          ['prefixes', COLLECTIONS.elfNamePrefixes],
          ['suffixes', COLLECTIONS.elfNameSuffixes],
          ['last-names', COLLECTIONS.elfLastNames],
          ['crafts', COLLECTIONS.craftIdeas],
          ['scenes', COLLECTIONS.elfScenes],
          ['recipes', COLLECTIONS.holidayRecipes],
        ] as const
      ).map(async ([kind, collection]) => [kind, (await db().collection(collection).get()).size]),
    );
    expect(counts.body).toEqual(Object.fromEntries(expected));
  });
});

describe('widgets see a save at once', () => {
  it('a recipe saved through the API shows on the next load, through the old ETag', async () => {
    const url = `${SITE_ORIGIN}/api/generators/recipes`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const title = uniqueId('Fresh Cocoa');
    const created = await call<{ item: HolidayRecipe }>(
      apiPath('contentList', { kind: 'recipes' }),
      {
        method: 'POST',
        body: {
          title,
          description: 'Just saved.',
          instructions: 'Stir.',
          prepTime: '1 min',
          cookTime: '1 min',
          totalTime: '2 min',
        },
      },
    );
    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('etag')).not.toBe(etag);
    const recipes = (await revalidated.json()) as HolidayRecipe[];
    expect(recipes.find((r) => r.id === created.body.item.id)).toMatchObject({
      title,
      servings: 4,
      category: 'Holiday Treats',
    });

    await call(apiPath('contentItem', { kind: 'recipes', id: created.body.item.id }), {
      method: 'DELETE',
    });
    const afterDelete = (await (await fetch(url)).json()) as HolidayRecipe[];
    expect(afterDelete.some((r) => r.id === created.body.item.id)).toBe(false);
  });
});

describe('settings', () => {
  it('validates, stores with an audit entry, and reaches the public endpoint at once', async () => {
    const path = apiPath('settings', { name: 'scene-generator' });
    const invalid = await call(path, {
      method: 'PUT',
      body: { appearance: { title: '', description: '', theme: 'neon' } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: 'Title is required' });

    const publicUrl = `${SITE_ORIGIN}${apiPath('sceneSettings')}`;
    const before = await fetch(publicUrl);
    expect(before.headers.get('cache-control')).toBe('public, no-cache');
    const etag = before.headers.get('etag')!;

    const title = uniqueId('Scene Spinner');
    const saved = await call<{ settings: unknown; updatedAt: string }>(path, {
      method: 'PUT',
      body: { appearance: { title, description: 'Spin!', theme: 'minimal' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({
      appearance: { title, description: 'Spin!', theme: 'minimal' },
    });
    expect((await call(path)).body).toEqual(saved.body);
    const after = await fetch(publicUrl, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({
      appearance: { title, description: 'Spin!', theme: 'minimal' },
    });
    const [entry] = await auditOf('sceneGenerator');
    expect(entry).toMatchObject({
      area: 'scenes',
      collection: 'settings',
      changes: [{ after: { appearance: { title } } }],
    });
    await call(path, { method: 'PUT', body: DEFAULT_SCENE_SETTINGS });
  });

  it('answers the defaults for craft settings nobody saved', async () => {
    await db().collection(COLLECTIONS.settings).doc('craftGenerator').delete();
    const answer = await call<{ settings: { defaultSupplies: unknown[] }; updatedAt: null }>(
      apiPath('settings', { name: 'craft-generator' }),
    );
    expect(answer.body.updatedAt).toBeNull();
    expect(answer.body.settings.defaultSupplies).toHaveLength(10);
    const publicAnswer = await fetch(`${SITE_ORIGIN}${apiPath('craftSettings')}`);
    expect(await publicAnswer.json()).toEqual(answer.body.settings);
  });
});

describe('activity', () => {
  it('pages through the log newest first, filtered by area', async () => {
    const titles = [uniqueId('Log A'), uniqueId('Log B'), uniqueId('Log C')];
    const ids: string[] = [];
    for (const title of titles) {
      const created = await call<{ item: CraftIdea }>(apiPath('contentList', { kind: 'crafts' }), {
        method: 'POST',
        body: craftInput(title),
      });
      ids.push(created.body.item.id);
    }
    const first = await call<ActivityPage>(`${apiPath('activity')}?area=crafts&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e) => e.label)).toEqual([titles[2], titles[1]]);
    const second = await call<ActivityPage>(
      `${apiPath('activity')}?area=crafts&limit=2&before=${first.body.nextBefore}`,
    );
    expect(second.body.entries[0]?.label).toBe(titles[0]);
    const all = await call<ActivityPage>(apiPath('activity'));
    expect(all.body.entries.every((e, i, list) => i === 0 || list[i - 1]!.at >= e.at)).toBe(true);
    expect((await call(`${apiPath('activity')}?area=nowhere`)).status).toBe(400);
    expect((await call(`${apiPath('activity')}?before=garbage`)).status).toBe(400);
    for (const id of ids)
      await call(apiPath('contentItem', { kind: 'crafts', id }), { method: 'DELETE' });
  });
});
