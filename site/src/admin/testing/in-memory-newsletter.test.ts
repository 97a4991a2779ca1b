import { newsletterStoreContract } from './contracts/newsletter-store-contract';
import { inMemoryNewsletter } from './in-memory-newsletter';

newsletterStoreContract(
  'in memory',
  async () => inMemoryNewsletter(),
  async (store, send) => store.store(send),
);
