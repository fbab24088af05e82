import { fromMentionTokens, noteSegments, toMentionTokens } from './mention-tokens';

const ANA = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ana Agent' };
const ANA_SHORT = { id: 'a0000000-0000-4000-8000-000000000003', name: 'Ana' };
const BEN = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Ben Agent' };

describe('toMentionTokens', () => {
  it('turns each picked @Name into its token, every time it appears', () => {
    expect(toMentionTokens('@Ana Agent please check, then @Ana Agent again', [ANA])).toBe(
      `@[Ana Agent](${ANA.id}) please check, then @[Ana Agent](${ANA.id}) again`,
    );
  });

  it('adds nothing for a pick whose @Name was deleted, and leaves unpicked @words as text', () => {
    expect(toMentionTokens('thanks @Carla', [ANA, BEN])).toBe('thanks @Carla');
  });

  it('prefers the longer name and needs a word boundary after it', () => {
    const text = '@Ana Agent and @Ana, not @Anastasia';
    expect(toMentionTokens(text, [ANA_SHORT, ANA])).toBe(`@[Ana Agent](${ANA.id}) and @[Ana](${ANA_SHORT.id}), not @Anastasia`);
  });

  it('treats names literally (no regular-expression surprises)', () => {
    const odd = { id: BEN.id, name: 'B.(en)+' };
    expect(toMentionTokens('@B.(en)+ hi @Bxen', [odd])).toBe(`@[B.(en)+](${BEN.id}) hi @Bxen`);
  });
});

describe('fromMentionTokens and noteSegments', () => {
  const stored = `Ask @[Ana Agent](${ANA.id}) and @[Ben Agent](${BEN.id}).`;

  it('gives back the box text and the picks, which round-trip to the same stored text', () => {
    const { text, chosen } = fromMentionTokens(stored);
    expect(text).toBe('Ask @Ana Agent and @Ben Agent.');
    expect(chosen).toEqual([ANA, BEN]);
    expect(toMentionTokens(text, chosen)).toBe(stored);
  });

  it('cuts a stored note into text runs and mentions', () => {
    expect(noteSegments(stored)).toEqual([
      { kind: 'text', text: 'Ask ' },
      { kind: 'mention', id: ANA.id, name: 'Ana Agent' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', id: BEN.id, name: 'Ben Agent' },
      { kind: 'text', text: '.' },
    ]);
    expect(noteSegments('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
