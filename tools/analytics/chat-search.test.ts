import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../chat/chat-message.ts';
import { chatSearch } from './chat-search.ts';

const user = (text: string, event?: NonNullable<ChatMessage['metadata']>['event']): ChatMessage => ({
  id: 'u',
  role: 'user',
  parts: [{ type: 'text', text }],
  ...(event ? { metadata: { event } } : {}),
});
const answer = (...parts: ChatMessage['parts']): ChatMessage => ({ id: 'a', role: 'assistant', parts });
const outcome = (kind: 'no-results' | 'not-available' | 'info'): ChatMessage['parts'][number] => ({
  type: 'data-outcome',
  data: { kind, title: 't', paragraphs: [], links: [], route: '/hub/no-results' },
});
const hubs: ChatMessage['parts'][number] = {
  type: 'data-hub-results',
  data: { title: 't', matchedBy: null, hubs: [], notes: [], route: '/hub/results' },
};

describe('chatSearch', () => {
  it('reports a typed number that found a result', () => {
    expect(chatSearch([user('10031065'), answer(hubs)])).toEqual({ term: '10031065', found: true });
  });

  it('reports a typed number that found nothing', () => {
    expect(
      chatSearch([user('A-99999'), answer({ type: 'text', text: 'Sorry' }, outcome('no-results'))]),
    ).toEqual({ term: 'A-99999', found: false });
  });

  it('counts a known but unavailable number as found', () => {
    expect(chatSearch([user('10031065'), answer(outcome('not-available'))])).toEqual({
      term: '10031065',
      found: true,
    });
  });

  it('counts a hub number that goes on to its filters questions as found', () => {
    const question: ChatMessage['parts'][number] = {
      type: 'data-question',
      data: {
        questionId: 'q1',
        flow: 'hub',
        code: 'hcmty',
        title: 'Choose the Hub Material',
        intro: [],
        diagramUrl: null,
        columns: 2,
        options: [{ label: 'Aluminum', sublabel: null, value: '1', imageUrl: null }],
        route: '/hub/filters/tcomp=1',
      },
    };
    const hub = {
      filters: { tcomp: '1' },
      history: [],
      current: 10,
      noMake: false,
      spindleNutUpgrade: null,
      fromNumber: true,
    };
    const state = { version: 1 as const, lastSearch: '45541F', seq: 1, hub, parts: null, pending: null };
    const reply: ChatMessage = { id: 'a', role: 'assistant', parts: [question], metadata: { state } };
    expect(chatSearch([user('45541F'), reply])).toEqual({ term: '45541F', found: true });
    // the same question after typed words (not a number search) is no search result
    const words: ChatMessage = {
      ...reply,
      metadata: { state: { ...state, hub: { ...hub, fromNumber: false } } },
    };
    expect(chatSearch([user('22,500 lbs'), words])).toBeNull();
  });

  it('ignores wizard answers, questions without digits, and answers that are neither', () => {
    const option = { type: 'option', questionId: 'q', value: '1', label: 'Truck 22.5' } as const;
    expect(chatSearch([user('Truck 22.5', option), answer(hubs)])).toBeNull();
    expect(chatSearch([user('what is a hub?'), answer(outcome('no-results'))])).toBeNull();
    expect(chatSearch([user('10031065'), answer(outcome('info'))])).toBeNull();
    expect(chatSearch([answer(hubs)])).toBeNull();
  });
});
