import { useState } from 'react';
import { COMMENT_MAX_LENGTH } from '@switchboard/shared/contracts';
import { fromMentionTokens, toMentionTokens, type MentionChoice } from './mention-tokens';

export type NoteProblem = 'empty' | 'tooLong' | null;

/** The text of a note being written or edited, the agents picked in it, and the text to store. */
export function useNoteDraft(initialStored = '') {
  const [state, setState] = useState(() => fromMentionTokens(initialStored));

  const stored = () => toMentionTokens(state.text, state.chosen).trim();
  const problem = (): NoteProblem => {
    const text = stored();
    if (!text) return 'empty';
    return text.length > COMMENT_MAX_LENGTH ? 'tooLong' : null;
  };

  return {
    text: state.text,
    setText: (text: string) => setState((current) => ({ ...current, text })),
    mention: (choice: MentionChoice) => setState((current) => ({ ...current, chosen: [...current.chosen, choice] })),
    reset: () => setState({ text: '', chosen: [] }),
    stored,
    problem,
  };
}
