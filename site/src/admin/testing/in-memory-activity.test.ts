import { auditEntry } from '../features/activity/activity-fixtures';
import { activityStoreContract } from './contracts/activity-store-contract';
import { inMemoryActivity } from './in-memory-activity';

// More than two pages, a third of them redirects.
const entries = Array.from({ length: 120 }, (_, i) =>
  auditEntry(`e${i + 1}`, i + 1, { area: i % 3 === 0 ? 'redirects' : 'elf-names' }),
);

activityStoreContract('in memory', async () => inMemoryActivity(entries));
