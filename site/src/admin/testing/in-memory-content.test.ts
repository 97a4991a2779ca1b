import { contentStoreContract } from './contracts/content-store-contract';
import { inMemoryContent } from './in-memory-content';

contentStoreContract('in memory', async () => inMemoryContent().content);
