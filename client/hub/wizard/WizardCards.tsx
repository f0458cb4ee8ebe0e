// What the wizard pages show in their body: the open question (answered through the page's actions), the
// result (hub cards or an outcome), and the way back to the chat. Shared by the step, filters and results pages.
import type { ChatActions } from '../../chat/chat-actions.tsx';
import { ChatActionsProvider } from '../../chat/chat-actions.tsx';
import { HubResultsPart } from '../../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../../chat/parts/OpenAsPage.tsx';
import { OutcomePart } from '../../chat/parts/OutcomePart.tsx';
import { QuestionPart } from '../../chat/parts/QuestionPart.tsx';
import { ShareActions } from '../../share/ShareActions.tsx';
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

export function WizardResultView({ result, actions }: { result: WizardResult; actions: ChatActions }) {
  return (
    <OnPageProvider value={true}>
      <ChatActionsProvider value={actions}>
        {result.kind === 'hub-results' ? (
          <>
            <HubResultsPart data={result.data} />
            {/* the page's link carries the answers, so it rebuilds these results on any device */}
            <ShareActions title="Hubs that fit" />
          </>
        ) : (
          <OutcomePart data={result.data} />
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
