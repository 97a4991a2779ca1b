import { postsStoreContract } from './contracts/posts-store-contract';
import { inMemoryPosts } from './in-memory-posts';

postsStoreContract('in memory', async () => inMemoryPosts());
