import { contentStoreContract } from './contracts/content-store-contract';
import { importsStoreContract } from './contracts/imports-store-contract';
import { settingsStoreContract } from './contracts/settings-store-contract';
import { inMemoryContent } from './in-memory-content';

contentStoreContract('in memory', async () => inMemoryContent().content);
settingsStoreContract('in memory', async () => inMemoryContent().settings);
importsStoreContract('in memory', async () => inMemoryContent().imports);
