import {
  fromHelpDeskArticle, fromHelpDeskSection, fromIntercomArticle, fromIntercomCollection, helpDeskSearchArticles,
} from '@/lib/help/reshape';
import { HelpDeskArticle, HelpDeskSearch, HelpDeskSectionList, IntercomArticle, IntercomCollectionList, SupportLogin } from '@/lib/help/wire';

describe('the providers\' shapes: "article (id, title, body, label_names, section_id, category, state)"', () => {
  test('Intercom: string collection ids, numeric parent ids, unix-second dates', () => {
    const list = IntercomCollectionList.parse({
      type: 'list',
      data: [
        { id: '10', name: 'Getting started', description: null, order: 1, parent_id: null },
        { id: '11', name: 'eSIM', description: 'Digital SIM', parent_id: '10' },
      ],
      pages: { type: 'pages', page: 1, per_page: 150, total_pages: 1 },
    });
    expect(list.data.map(fromIntercomCollection)).toEqual([
      { id: '10', parentId: null, title: 'Getting started', description: '', position: 1 },
      { id: '11', parentId: '10', title: 'eSIM', description: 'Digital SIM', position: undefined },
    ]);
    const a = IntercomArticle.parse({ id: '7', title: 'T', body: null, state: 'draft', parent_id: 11, updated_at: 1700000000 });
    expect(fromIntercomArticle(a)).toEqual({
      id: '7', title: 'T', body: '', labels: [], sectionId: '11', state: 'draft', updatedAt: '2023-11-14T22:13:20.000Z',
    });
  });

  test('Intercom: the spec section_id wins over parent_id when both are sent', () => {
    expect(fromIntercomArticle(IntercomArticle.parse({ id: 1, title: 'T', parent_id: 5, section_id: '6' })).sectionId).toBe('6');
  });

  test('help desk: numeric ids become strings; sections name their category; draft flag kept', () => {
    const sections = HelpDeskSectionList.parse({ sections: [{ id: 21, name: 'Topping up', category_id: 2, parent_section_id: null, position: 3 }], next_page: null });
    expect(sections.sections.map(fromHelpDeskSection)).toEqual([
      { id: '21', parentId: '2', categoryId: '2', title: 'Topping up', description: '', position: 3 },
    ]);
    const a = HelpDeskArticle.parse({ id: 9, title: 'T', body: '<p>x</p>', label_names: ['a'], section_id: 21, draft: true, updated_at: '2026-01-02T03:04:05Z' });
    expect(fromHelpDeskArticle(a)).toMatchObject({ id: '9', sectionId: '21', draft: true, state: undefined, updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(fromHelpDeskArticle(HelpDeskArticle.parse({ id: 9, title: 'T', updated_at: 'not a date' })).updatedAt).toBeNull();
    // when it was first published, when said (the Article's datePublished; issue 30 item 11)
    expect(fromHelpDeskArticle(HelpDeskArticle.parse({ id: 9, title: 'T', created_at: '2025-06-01T00:00:00Z' })).createdAt).toBe('2025-06-01T00:00:00.000Z');
    expect(fromIntercomArticle(IntercomArticle.parse({ id: 9, title: 'T', created_at: 1700000000 })).createdAt).toBe('2023-11-14T22:13:20.000Z');
    expect(fromHelpDeskArticle(HelpDeskArticle.parse({ id: 9, title: 'T' }))).not.toHaveProperty('createdAt');
  });

  test('help desk search keeps articles only', () => {
    const body = HelpDeskSearch.parse({
      results: [
        { id: 1, title: 'A', result_type: 'article', section_id: 2, draft: false },
        { id: 2, title: 'Post', result_type: 'community_post' },
      ],
      next_page: null,
    });
    expect(helpDeskSearchArticles(body.results).map((a) => a.id)).toEqual(['1']);
  });

  test('a body without the list is not a help answer', () => {
    expect(IntercomCollectionList.safeParse({ JWT: 'x' }).success).toBe(false);
    expect(HelpDeskSearch.safeParse({ articles: [] }).success).toBe(false);
    expect(IntercomArticle.safeParse({ id: '', title: 'x' }).success).toBe(false);
  });

  test('support login: Provider and Token, either may be missing', () => {
    expect(SupportLogin.parse({ Provider: 'helpdesk', Token: 't' })).toEqual({ Provider: 'helpdesk', Token: 't' });
    expect(SupportLogin.parse({})).toEqual({});
  });
});
