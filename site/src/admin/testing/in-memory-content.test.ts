import { contentDataContract } from './contracts/content-data-contract';
import { inMemoryContent } from './in-memory-content';

contentDataContract('in memory', async () => inMemoryContent().content);
