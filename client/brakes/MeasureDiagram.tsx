// Where each dimension of a drum or rotor is measured, with the measured ones marked (the letters of the
// details pages: drum A–H, rotor A–E). Hubs show the wizard's stud-standout drawing; studs the letters alone.
import type { ReactNode } from 'react';
import { DIMENSIONS, type MeasureKind } from '../../tools/catalog/measure-dimensions.ts';

const ON = '#c0392b';
const OFF = '#8796a6';
const INK = '#2b3a4a';

function Dim({ on, x1, y1, x2, y2, label, lx, ly }: DimProps) {
  const color = on ? ON : OFF;
  return (
    <g data-dimension={label} data-measured={on ? 'yes' : 'no'}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={color} strokeWidth={on ? 2.5 : 1.5} />
      <circle cx={x1} cy={y1} r={3} fill={color} />
      <circle cx={x2} cy={y2} r={3} fill={color} />
      <text x={lx} y={ly} fill={color} fontSize={14} fontWeight={on ? 700 : 400} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}
type DimProps = {
  on: boolean;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  label: string;
  lx: number;
  ly: number;
};

function drum(on: (key: string) => boolean): ReactNode {
  return (
    <>
      {/* section: braking surface top and bottom, mounting face on the left */}
      <path d="M60 40h110M60 200h110" stroke={INK} strokeWidth={10} />
      <path d="M60 40v60M60 200v-60" stroke={INK} strokeWidth={8} />
      <Dim on={on('diameter')} x1={185} y1={45} x2={185} y2={195} label="A" lx={198} ly={124} />
      <Dim on={on('width')} x1={90} y1={28} x2={170} y2={28} label="B" lx={130} ly={20} />
      <Dim on={on('pilot')} x1={75} y1={100} x2={75} y2={140} label="C" lx={88} ly={124} />
      <Dim on={on('depth')} x1={60} y1={218} x2={170} y2={218} label="D" lx={115} ly={234} />
      {/* face: bolt circle and one hole */}
      <circle cx={290} cy={120} r={70} fill="none" stroke={INK} strokeWidth={3} />
      <circle cx={290} cy={120} r={18} fill="none" stroke={INK} strokeWidth={2} />
      {Array.from({ length: 10 }, (_, i) => {
        const a = (2 * Math.PI * i) / 10 - Math.PI / 2;
        const hole = on('holes') ? ON : INK;
        return (
          <circle
            key={a}
            cx={290 + 42 * Math.cos(a)}
            cy={120 + 42 * Math.sin(a)}
            r={6}
            fill="none"
            stroke={hole}
            strokeWidth={2}
          />
        );
      })}
      <Dim on={on('boltcircle')} x1={248} y1={120} x2={332} y2={120} label="G" lx={320} ly={113} />
      <Dim on={on('bolthole')} x1={284} y1={78} x2={296} y2={78} label="H" lx={290} ly={68} />
    </>
  );
}

function rotor(on: (key: string) => boolean): ReactNode {
  return (
    <>
      {/* section: hat on the left, braking disc on the right */}
      <path d="M60 80v80M60 120h90M150 30v180" stroke={INK} strokeWidth={8} fill="none" />
      <Dim on={on('length')} x1={60} y1={226} x2={154} y2={226} label="A" lx={107} ly={220} />
      <Dim on={on('diameter')} x1={172} y1={30} x2={172} y2={210} label="B" lx={184} ly={124} />
      <Dim on={on('thickness')} x1={144} y1={18} x2={156} y2={18} label="C" lx={150} ly={12} />
      <Dim on={on('pilot')} x1={44} y1={100} x2={44} y2={140} label="D" lx={32} ly={124} />
      <circle cx={290} cy={120} r={70} fill="none" stroke={INK} strokeWidth={3} />
      <circle cx={290} cy={120} r={20} fill="none" stroke={INK} strokeWidth={2} />
      {Array.from({ length: 10 }, (_, i) => {
        const a = (2 * Math.PI * i) / 10 - Math.PI / 2;
        return <circle key={a} cx={290 + 40 * Math.cos(a)} cy={120 + 40 * Math.sin(a)} r={5} fill={INK} />;
      })}
      <Dim on={on('boltcircle')} x1={250} y1={120} x2={330} y2={120} label="E" lx={318} ly={113} />
    </>
  );
}

export function MeasureDiagram({ kind, measured }: { kind: MeasureKind; measured: ReadonlySet<string> }) {
  const on = (key: string) => measured.has(key);
  const marked = DIMENSIONS[kind].filter((d) => on(d.key)).map((d) => d.label);
  const alt = `Where to measure a ${kind}${marked.length ? `; measured: ${marked.join(', ')}` : ''}`;
  if (kind === 'hub')
    return <img className="measure-diagram" src="/images/step-wheel-stud-standout.svg" alt={alt} />;
  if (kind === 'stud') return null;
  return (
    <svg className="measure-diagram" viewBox="0 0 380 240" role="img" aria-label={alt}>
      <rect width={380} height={240} rx={16} fill="#f3f5f8" />
      {kind === 'drum' ? drum(on) : rotor(on)}
    </svg>
  );
}
