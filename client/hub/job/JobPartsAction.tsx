// 'Parts for this job' on every hub answer: in the conversation a tap asks the engine for the list (an
// event, like the other card actions); on a page it is a link to the list's own page.
import { Link } from 'react-router';
import { JOB_PARTS_TITLE, jobPartsRoute } from '../../../tools/engine/shared/job-parts-route.ts';
import { useChatBusy, useOptionalChatActions } from '../../chat/chat-actions.tsx';

export function JobPartsAction({
  hubAssemblyNumber,
  className = 'button button-quiet',
  plus = false,
}: {
  hubAssemblyNumber: string;
  className?: string;
  /** The wizard's PreSet Plus upgrade was chosen: the list gets the PreSet Plus nut kit. */
  plus?: boolean;
}) {
  const actions = useOptionalChatActions();
  const busy = useChatBusy();
  const label = `${JOB_PARTS_TITLE}, hub ${hubAssemblyNumber}`;
  if (actions?.showJobParts) {
    const show = actions.showJobParts;
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={busy}
        onClick={() => show(hubAssemblyNumber, 'replace', 1, { plus })}
      >
        {JOB_PARTS_TITLE}
      </button>
    );
  }
  return (
    <Link
      className={className}
      aria-label={label}
      to={jobPartsRoute(hubAssemblyNumber, 'replace', 1, { plus })}
    >
      {JOB_PARTS_TITLE}
    </Link>
  );
}
