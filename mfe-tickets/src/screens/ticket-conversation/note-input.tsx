import { useEffect, useRef, useState } from 'react';
import { Mentions } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import type { PersonRef } from '@switchboard/shared/contracts';
import { lookupsApi } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { MentionChoice } from './mention-tokens';

const SEARCH_DELAY_MS = 250;

export interface NoteInputProps {
  value: string;
  onChange: (value: string) => void;
  /** An agent was picked from the `@` list. */
  onMention: (choice: MentionChoice) => void;
  onSubmit?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  'data-testid'?: string;
}

/** A note's text box: `@` lists agents (`GET tickets/assignees?query=`); Ctrl/Cmd+Enter submits. */
export function NoteInput({ value, onChange, onMention, onSubmit, disabled, autoFocus, 'data-testid': testId }: NoteInputProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [agents, setAgents] = useState<PersonRef[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (query: string) => {
    clearTimeout(timer.current);
    const request = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      lookupsApi.assignees(query).then(
        (response) => request === latest.current && setAgents(response.entities ?? []),
        () => request === latest.current && setAgents([]),
      ).finally(() => request === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
  };

  return (
    <Mentions
      data-testid={testId}
      aria-label={t('conversation.noteLabel')}
      placeholder={t('conversation.notePlaceholder')}
      value={value}
      onChange={onChange}
      onSearch={(text) => search(text)}
      onSelect={(option) => {
        const agent = agents.find((candidate) => candidate.id === option.key) ?? agents.find((candidate) => candidate.name === option.value);
        if (agent) onMention({ id: agent.id, name: agent.name });
      }}
      // The server already matched name or email: keep every answer.
      filterOption={() => true}
      loading={loading}
      notFoundContent={loading ? undefined : t('conversation.noAgents')}
      options={agents.map((agent) => ({ key: agent.id, value: agent.name, label: agent.email ? `${agent.name} · ${agent.email}` : agent.name }))}
      autoSize={{ minRows: 3, maxRows: 12 }}
      disabled={disabled}
      autoFocus={autoFocus}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
          event.preventDefault();
          onSubmit();
        }
      }}
    />
  );
}
