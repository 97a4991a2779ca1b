import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { analyticsStoreContract } from './contracts/analytics-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';

analyticsStoreContract(
  'in memory',
  async () =>
    inMemoryAdminData({
      posts: [
        { ...SAMPLE_POST, id: 'shown' },
        { ...SAMPLE_POST, id: 'draft', slug: 'draft', published: false },
      ],
    }).analytics,
);
