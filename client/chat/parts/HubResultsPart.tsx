// Hub results in the chat: the heading and one card per hub (two side by side on wide screens).
import type { DataParts } from '../../../tools/engine/messages.ts';
import { HubCardView } from '../../hub/HubCardView.tsx';

export function HubResultsPart({ data }: { data: DataParts['hub-results'] }) {
  return (
    <section className="card hub-results" aria-label={data.title}>
      <h3 className="result-title">
        <span className="success">Success!</span> {data.title}
      </h3>
      <div className={data.hubs.length === 2 ? 'hub-grid two' : 'hub-grid'}>
        {data.hubs.map((hub) => (
          <HubCardView key={hub.hubAssemblyNumber} hub={hub} />
        ))}
      </div>
    </section>
  );
}
