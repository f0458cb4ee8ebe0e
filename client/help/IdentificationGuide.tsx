// The longer identification guide: each number on the hub with a small figure, plus what to do next.
import { BRAND } from '../../tools/engine/shared/texts.ts';
import { PhoneLink } from '../ui/PhoneLink.tsx';
import { HubDrawing } from './HubDrawing.tsx';
import { MARKS } from './marks.ts';

export function IdentificationGuide() {
  return (
    <div className="id-guide">
      <p>
        Every {BRAND} hub carries several numbers. Only the <strong>final assembly number</strong> identifies
        the complete assembly; the others help when it cannot be read. Clean the hub with a wire brush and
        good light before you read it: stamped digits fill up with grease and dirt.
      </p>
      <ol className="id-guide-list">
        {MARKS.map((m, i) => (
          <li key={m.id} className="id-guide-item card">
            <HubDrawing
              highlight={m.id}
              title={`Figure ${i + 1}: ${m.name} on the hub`}
              className="hub-drawing hub-drawing-small"
            />
            <div>
              <h3 className="guide-step-title">{m.name}</h3>
              <p>{m.where}</p>
              <p className="guide-meaning">{m.meaning}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="guide-step-title">Still can't read it?</h3>
      <p>
        Note the casting number, the machining number and the Julian date, and the vehicle's VIN. Customer
        service can find the assembly from them: call <PhoneLink />. Or answer a few questions about the truck
        instead and find the hub without the number.
      </p>
    </div>
  );
}
