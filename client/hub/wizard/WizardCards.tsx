// What the wizard pages show in their body: the open question (answered through the page's actions), the
// result (hub cards or an outcome), and the way back to the chat. Shared by the step, filters and results pages.

import { searchedHeading } from '../../../tools/engine/shared/display/searched.ts';
import type { ChatActions } from '../../chat/chat-actions.tsx';
import { ChatActionsProvider } from '../../chat/chat-actions.tsx';
import { HubResultsPart } from '../../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../../chat/parts/OpenAsPage.tsx';
import { OutcomePart } from '../../chat/parts/OutcomePart.tsx';
import { QuestionPart } from '../../chat/parts/QuestionPart.tsx';
import { ShareActions } from '../../share/ShareActions.tsx';
import { SearchedHeading } from '../../ui/SearchedHeading.tsx';
import type { Question, WizardResult } from './turns.ts';

export function WizardQuestion({ question, actions }: { question: Question; actions: ChatActions }) {
  return (
    <OnPageProvider value={true}>
      <ChatActionsProvider value={actions}>
        <QuestionPart data={question} />
      </ChatActionsProvider>
    </OnPageProvider>
  );
}

/** `searched`: the brand and number a number search started this wizard with (the page's `?searched=`). */
export function WizardResultView({
  result,
  actions,
  searched = null,
}: {
  result: WizardResult;
  actions: ChatActions;
  searched?: string | null;
}) {
  return (
    <OnPageProvider value={true}>
      <ChatActionsProvider value={actions}>
        {result.kind === 'hub-results' ? (
          <>
            <HubResultsPart
              data={result.data}
              searched={
                searched
                  ? searchedHeading(
                      searched,
                      result.data.hubs.map((h) => ({ number: h.hubAssemblyNumber })),
                    )
                  : null
              }
            />
            {/* the page's link carries the answers, so it rebuilds these results on any device */}
            <ShareActions title="Hubs that fit" />
          </>
        ) : (
          <>
            <SearchedHeading text={searched} />
            <OutcomePart data={result.data} />
          </>
        )}
      </ChatActionsProvider>
    </OnPageProvider>
  );
}

export function ContinueInChat({ disabled, onClick }: { disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button-quiet continue-in-chat"
      disabled={disabled}
      onClick={onClick}
    >
      Continue in chat
    </button>
  );
}
