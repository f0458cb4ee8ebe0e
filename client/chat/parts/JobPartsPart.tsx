// The job's parts list in the conversation: the page's view, its toggles sending engine events (a new
// answer in the thread), and 'Open as page' to the list's own URL.

import { jobPartsRoute } from '../../../tools/engine/shared/job-parts-data.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { JobPartsView } from '../../hub/job/JobPartsView.tsx';
import { useChatBusy, useOptionalChatActions } from '../chat-actions.tsx';
import { CardActions } from './CardActions.tsx';

export function JobPartsPart({ data }: { data: DataParts['job-parts'] }) {
  const actions = useOptionalChatActions();
  const busy = useChatBusy();
  const show = actions?.showJobParts;
  return (
    <section className="card job-parts-card">
      <JobPartsView
        data={data}
        headingLevel={3}
        choose={
          show && actions
            ? {
                kind: 'action',
                busy,
                run: (c) => show(data.hubAssemblyNumber, c.mode, c.ends, c),
              }
            : { kind: 'link', href: (c) => jobPartsRoute(data.hubAssemblyNumber, c.mode, c.ends, c) }
        }
      />
      <CardActions route={data.route} title={`${data.title}: hub ${data.hubAssemblyNumber}`} />
    </section>
  );
}
