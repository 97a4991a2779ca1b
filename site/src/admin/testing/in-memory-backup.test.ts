import { backupStoreContract } from './contracts/backup-store-contract';
import { inMemoryBackup } from './in-memory-backup';

backupStoreContract('in memory', async () => inMemoryBackup());
