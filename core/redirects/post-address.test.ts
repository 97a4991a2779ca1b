import { postAddressChange } from './post-address';

const post = (slug: string, published: boolean) => ({ slug, published });

describe('what a post’s write does to the redirects around its address', () => {
  it('a public post renamed: its old address redirects, nothing stands at the new one', () => {
    expect(postAddressChange(post('old', true), post('new', true))).toEqual({
      to: '/blog/new',
      from: '/blog/old',
      previous: '/blog/old',
      clearsAll: true,
    });
  });

  it('a public post renamed as it becomes a draft: the old address still redirects', () => {
    expect(postAddressChange(post('old', true), post('new', false))).toEqual({
      to: '/blog/new',
      from: '/blog/old',
      previous: '/blog/old',
      clearsAll: false,
    });
  });

  it('a draft renamed: no redirect from its address, which was never public', () => {
    expect(postAddressChange(post('old', false), post('new', false))).toEqual({
      to: '/blog/new',
      from: null,
      previous: '/blog/old',
      clearsAll: false,
    });
  });

  it('a post going public, new or a draft before: its address is cleared', () => {
    const cleared = { to: '/blog/here', from: null, previous: null, clearsAll: true };
    expect(postAddressChange(post('here', false), post('here', true))).toEqual(cleared);
    expect(postAddressChange(null, post('here', true))).toEqual(cleared);
  });

  it('changes nothing when the address stays and the post does not go public', () => {
    expect(postAddressChange(post('here', true), post('here', true))).toBeNull();
    expect(postAddressChange(post('here', true), post('here', false))).toBeNull();
    expect(postAddressChange(post('here', false), post('here', false))).toBeNull();
    expect(postAddressChange(null, post('here', false))).toBeNull();
  });

  it('ignores slugs no address can be made of', () => {
    expect(
      postAddressChange(post('old', true), { slug: 'Not A Slug', published: true }),
    ).toBeNull();
    expect(postAddressChange({ slug: 42, published: true }, post('new', true))).toEqual({
      to: '/blog/new',
      from: null,
      previous: null,
      clearsAll: true,
    });
  });
});
