// Under a number box whose suggestions could not be fetched (no connection, or the server away): what the
// offline copy of the numbers says about the typed text, when it knows it.
import { OfflineAnswer } from './OfflineAnswer.tsx';
import { useOfflineFallback } from './useOfflineQuestions.ts';

export function OfflineSuggestion({ text }: { text: string }) {
  const matches = useOfflineFallback(text.trim() || null);
  if (!Array.isArray(matches) || matches.length === 0) return null;
  return <OfflineAnswer text={text} matches={matches} waiting={false} showQuestion={false} />;
}
