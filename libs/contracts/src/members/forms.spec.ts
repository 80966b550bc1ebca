import { SearchFilterForm, SearchQuery } from './index.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]);

describe('the member search form (SearchFilterForm, the filters of SearchQuery)', () => {
  it('leaves out empty values and takes the URL’s strings', () => {
    expect(SearchFilterForm.safeParse({ kind: '', gender: 'f', ageMin: '30', ageMax: '', distance: '25', online: 'true', sort: 'distance' }).success).toBe(true);
  });

  it('refuses with the API’s own messages, at the same paths', () => {
    for (const filters of [{ ageMin: '40', ageMax: '30' }, { ageMin: '17' }, { distance: '2000' }, { ageMax: '121' }]) {
      expect(messages(SearchFilterForm.safeParse(filters)).length).toBeGreaterThan(0);
      expect(messages(SearchFilterForm.safeParse(filters))).toEqual(messages(SearchQuery.safeParse(filters)));
    }
  });
});
