import { rootFilesStoreContract } from './contracts/root-files-store-contract';
import { inMemoryRootFiles } from './in-memory-root-files';

rootFilesStoreContract('in memory', async () => inMemoryRootFiles());
