import { articlePath, categoryPath, isArticleAt, parseHelpPath, searchPath, sectionPath } from '@/lib/help/paths';

describe('help addresses: "help; help/category/:category_id; help/category/:category_id/:section_id/:article_id?"', () => {
  test('builds each level under /help/category', () => {
    expect(categoryPath('4401001')).toBe('/help/category/4401001');
    expect(sectionPath('4401001', '4402011')).toBe('/help/category/4401001/4402011');
    expect(articlePath({ categoryId: '4401001', sectionId: '4402011', id: '4403101' })).toBe('/help/category/4401001/4402011/4403101');
  });

  test('ids are encoded, so an odd provider id cannot change the path', () => {
    expect(categoryPath('a/b?c')).toBe('/help/category/a%2Fb%3Fc');
  });

  test('search: our own route (the spec names none), the phrase in q', () => {
    expect(searchPath()).toBe('/help/search');
    expect(searchPath('  ')).toBe('/help/search');
    expect(searchPath(' e sim & more ')).toBe('/help/search?q=e%20sim%20%26%20more');
  });
});

describe('parseHelpPath: the catch-all segments after /help', () => {
  test.each([
    [undefined, { kind: 'index' }],
    [[], { kind: 'index' }],
    [['category', '1'], { kind: 'category', categoryId: '1' }],
    [['category', '1', '2'], { kind: 'section', categoryId: '1', sectionId: '2' }],
    [['category', '1', '2', '3'], { kind: 'article', categoryId: '1', sectionId: '2', articleId: '3' }],
    [['category', 'abc_D-9'], { kind: 'category', categoryId: 'abc_D-9' }],
  ])('%j → %j', (segments, route) => {
    expect(parseHelpPath(segments)).toEqual(route);
  });

  test.each([
    [['category']],
    [['section', '1']],
    [['search']],
    [['category', '1', '2', '3', '4']],
    [['category', '1', '2', 'a.b']],
    [['category', 'x'.repeat(65)]],
    [['category', '%3Cscript%3E']],
    [['category', '']],
  ])('%j names no help page', (segments) => {
    expect(parseHelpPath(segments)).toBeNull();
  });
});

describe('isArticleAt: getArticle does not check the address, the page does', () => {
  const article = { categoryId: '1', sectionId: '2' };
  test('the article\'s own category and section', () => expect(isArticleAt({ categoryId: '1', sectionId: '2' }, article)).toBe(true));
  test('another category', () => expect(isArticleAt({ categoryId: '9', sectionId: '2' }, article)).toBe(false));
  test('another section', () => expect(isArticleAt({ categoryId: '1', sectionId: '9' }, article)).toBe(false));
});
