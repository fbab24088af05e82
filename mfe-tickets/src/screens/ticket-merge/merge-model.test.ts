import { makeTicket, MAYA } from '../../test-support';
import { addSource, makeTarget, mergePath, mergeRequest, messagesCarried, parseMergeParams, preselect, sourceIssue, sourceOfField } from './merge-model';

const OMAR = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Omar Haddad', email: 'omar@example.com' };
const first = makeTicket(3);
const second = makeTicket(5);
const third = makeTicket(9);
const foreign = makeTicket(7, { customer: OMAR });

describe('merge links', () => {
  it('reads ?ids and ?target, dropping repeats, the target and anything that is not a ticket id', () => {
    const params = parseMergeParams(`?target=${first.id.toUpperCase()}&ids=${second.id},${first.id},nonsense,${second.id},${third.id}`);
    expect(params).toEqual({ target: first.id, ids: [second.id, third.id] });
    expect(parseMergeParams('?ids=')).toEqual({ target: null, ids: [] });
  });

  it('builds the link the list and the details page open', () => {
    expect(mergePath({ ids: [second.id, third.id] })).toBe(`/tickets/merge?ids=${second.id},${third.id}`);
    expect(mergePath({ target: first.id, ids: [second.id] })).toBe(`/tickets/merge?target=${first.id}&ids=${second.id}`);
    expect(parseMergeParams(mergePath({ ids: [second.id, third.id] }).split('?')[1])).toEqual({ target: null, ids: [second.id, third.id] });
  });
});

describe('preselection', () => {
  it('keeps the oldest of several selected tickets and merges the others into it', () => {
    expect(preselect({ target: null, ids: [third.id, first.id, second.id] }, [third, first, second])).toEqual({ target: first, sources: [third, second] });
  });

  it('makes a single ticket a source, waiting for the agent to pick the target', () => {
    expect(preselect({ target: null, ids: [second.id] }, [second])).toEqual({ target: null, sources: [second] });
  });

  it('honours a named target and never keeps an already merged ticket when another can be kept', () => {
    expect(preselect({ target: third.id, ids: [first.id] }, [third, first])).toEqual({ target: third, sources: [first] });
    const merged = makeTicket(1, { mergedIntoId: third.id });
    expect(preselect({ target: null, ids: [merged.id, second.id] }, [merged, second]).target).toBe(second);
  });
});

describe('the same-customer rule', () => {
  it('refuses tickets of another customer, the target itself and merged tickets', () => {
    expect(sourceIssue(first, second)).toBeNull();
    expect(sourceIssue(first, foreign)).toBe('otherCustomer');
    expect(sourceIssue(first, first)).toBe('isTarget');
    expect(sourceIssue(first, makeTicket(11, { mergedIntoId: first.id }))).toBe('alreadyMerged');
    expect(sourceIssue(makeTicket(12, { customer: null }), makeTicket(13, { customer: null }))).toBeNull();
    expect(sourceIssue(makeTicket(12, { customer: null }), second)).toBe('otherCustomer');
  });

  it('asks the API only for the tickets it will accept', () => {
    expect(mergeRequest({ target: first, sources: [second, foreign, third] })).toEqual({ targetId: first.id, sourceIds: [second.id, third.id] });
    expect(mergeRequest({ target: first, sources: [foreign] })).toBeNull();
    expect(mergeRequest({ target: null, sources: [second] })).toBeNull();
    expect(mergeRequest({ target: makeTicket(4, { customer: MAYA, mergedIntoId: third.id }), sources: [second] })).toBeNull();
  });
});

describe('editing the selection', () => {
  it('swaps the target with a source, and adds each ticket once', () => {
    expect(makeTarget({ target: first, sources: [second, third] }, third)).toEqual({ target: third, sources: [first, second] });
    const once = addSource({ target: first, sources: [second] }, second);
    expect(once.sources).toEqual([second]);
    expect(addSource(once, first).sources).toEqual([second]);
    expect(addSource(once, third).sources).toEqual([second, third]);
  });

  it('names the ticket a refused field points at', () => {
    expect(sourceOfField({ targetId: first.id, sourceIds: [second.id, third.id] }, '/sourceIds/1')).toBe(third.id);
    expect(sourceOfField({ targetId: first.id, sourceIds: [second.id] }, '/targetId')).toBeUndefined();
  });
});

describe('messagesCarried', () => {
  const ticket = makeTicket(5, { description: 'The printer smokes.' });
  it('counts the description a source brings as a message of its customer', () => {
    expect(messagesCarried(ticket, 2)).toBe(3);
    expect(messagesCarried(ticket, 0)).toBe(1);
  });
  it('adds nothing for a blank description or a ticket without customer, and stays unknown when the count is', () => {
    expect(messagesCarried({ ...ticket, description: '  \n ' }, 2)).toBe(2);
    expect(messagesCarried({ ...ticket, customer: null }, 2)).toBe(2);
    expect(messagesCarried(ticket, undefined)).toBeUndefined();
  });
});
