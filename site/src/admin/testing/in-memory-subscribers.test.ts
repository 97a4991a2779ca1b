import { subscribersStoreContract } from './contracts/subscribers-store-contract';
import { inMemorySubscribers } from './in-memory-subscribers';

subscribersStoreContract(
  'in memory',
  async () => inMemorySubscribers(),
  async (store, docs) => store.store(...docs),
);
