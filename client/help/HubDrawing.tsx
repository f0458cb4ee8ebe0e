// Our own side-view drawing of a wheel hub with its stamped numbers; one marking can be highlighted.
import { MARKS, type MarkId } from './marks.ts';

type Props = { highlight?: MarkId; title: string; className?: string };

export function HubDrawing({ highlight, title, className = 'hub-drawing' }: Props) {
  return (
    <svg className={className} viewBox="0 0 320 200" role="img" aria-label={title}>
      {/* wheel studs */}
      {[34, 62, 138, 166].map((y) => (
        <rect key={y} x="70" y={y - 4} width="30" height="8" rx="2" fill="#9aa7b6" />
      ))}
      {/* hub cap */}
      <rect x="14" y="76" width="26" height="48" rx="6" fill="#7d8a99" />
      {/* outboard barrel */}
      <path d="M40 62 L100 54 L100 146 L40 138 Z" fill="#b9c3cf" stroke="#5b6b7c" strokeWidth="2" />
      {/* wheel flange, seen edge-on */}
      <rect x="100" y="16" width="18" height="168" rx="4" fill="#8d9aa9" stroke="#5b6b7c" strokeWidth="2" />
      {/* inboard barrel and brake pilot */}
      <path d="M118 44 L262 52 L262 148 L118 156 Z" fill="#c9d1da" stroke="#5b6b7c" strokeWidth="2" />
      <rect x="262" y="64" width="40" height="72" rx="4" fill="#aab5c2" stroke="#5b6b7c" strokeWidth="2" />
      {/* the markings */}
      {MARKS.map((m) => (
        <g key={m.id} className={m.id === highlight ? 'mark mark-on' : 'mark'}>
          <rect x={m.x - 26} y={m.y - 9} width="52" height="18" rx="3" fill="#eef2f6" opacity="0.85" />
          <text
            x={m.x}
            y={m.y + 4}
            textAnchor="middle"
            fontFamily="ui-monospace, monospace"
            fontSize="10.5"
            fontWeight="700"
            fill="#1b2430"
          >
            {m.sample}
          </text>
          {m.id === highlight ? (
            <circle
              className="mark-ring"
              cx={m.x}
              cy={m.y}
              r="32"
              fill="none"
              stroke="#f5b400"
              strokeWidth="4"
            />
          ) : null}
        </g>
      ))}
    </svg>
  );
}
