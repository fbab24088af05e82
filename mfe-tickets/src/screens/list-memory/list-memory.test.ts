import { canWalkFrom, isTypingTarget, neighbourTicket, rememberListPage, rememberedListSearch } from './list-memory';

beforeEach(() => sessionStorage.clear());

it('finds the next and previous ticket of the remembered page', () => {
  rememberListPage(['a', 'b', 'c'], '?status=x');
  expect(neighbourTicket('b', 1)).toBe('c');
  expect(neighbourTicket('b', -1)).toBe('a');
  expect(neighbourTicket('c', 1)).toBeNull();
  expect(neighbourTicket('a', -1)).toBeNull();
  expect(neighbourTicket('zzz', 1)).toBeNull();
  expect(rememberedListSearch()).toBe('?status=x');
  expect(canWalkFrom('a')).toBe(true);
  expect(canWalkFrom('zzz')).toBe(false);
  rememberListPage(['a'], '');
  expect(canWalkFrom('a')).toBe(false);
});

it('copes with nothing or garbage remembered', () => {
  expect(neighbourTicket('a', 1)).toBeNull();
  expect(canWalkFrom('a')).toBe(false);
  expect(rememberedListSearch()).toBe('');
  sessionStorage.setItem('tickets.lastListPage', '{not json');
  expect(neighbourTicket('a', 1)).toBeNull();
});

it('leaves keys typed into fields alone', () => {
  const input = document.createElement('input');
  const div = document.createElement('div');
  expect(isTypingTarget(input)).toBe(true);
  expect(isTypingTarget(div)).toBe(false);
  expect(isTypingTarget(null)).toBe(false);
});
