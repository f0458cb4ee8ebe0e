// Part detail screens under /hub/: rebuild kit, ABS service kit, seal, ABS tone ring, spindle nut kit and
// seal & spacer kit, fill plug. Each looks its number up, retries through the cross-reference, or shows not-found.
import { Link, useParams } from 'react-router';
import type {
  AbsServiceKit,
  AbsToneRingKit,
  FillPlug,
  RebuildKit,
  Seal,
  SealSpacerKit,
  SpindleNutKit,
} from '../../tools/catalog/kits.ts';
import { inches, inchNumber } from '../../tools/engine/shared/display/format.ts';
import { partRoute, SOCKET_SIZES, toneRingFromPath } from '../../tools/engine/shared/part-groups.ts';
import { orDash, PartDetailFrame, ProductDetails } from './PartDetail.tsx';
import { RebuildKitContents } from './RebuildKitContents.tsx';
import { kitLookup, usePartLookup } from './usePartLookup.ts';

const REBUILD_KIT = kitLookup('rebuildKit');
const ABS_SERVICE_KIT = kitLookup('absServiceKit');
const SEAL = kitLookup('seal');
const TONE_RING = kitLookup('absToneRing');
const SPINDLE_NUT_KIT = kitLookup('spindleNutKit');
const SEAL_SPACER_KIT = kitLookup('sealSpacerKit');
const FILL_PLUG = kitLookup('fillPlug');

function usePathNumber(): string {
  return useParams().partNumber ?? '';
}

function PartLink({ typeId, number }: { typeId: number; number: string | null }) {
  const to = number ? partRoute(typeId, number) : null;
  return number && to ? <Link to={to}>{number}</Link> : orDash(number);
}

export function HubRebuildKitDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<RebuildKit>(REBUILD_KIT, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading rebuild kit">
      {({ items: [kit], via }) =>
        kit ? (
          <ProductDetails
            imageUrl={kit.ImageURL}
            imageAlt={`Rebuild kit ${kit.PartNumber}`}
            partNumber={kit.PartNumber}
            lines={[kit.Type, `Axle: ${kit.Axle} · ${kit.AxlePostion}`]}
            via={via}
            specs={[
              ['Product Type', kit.Type],
              ['Axle', kit.Axle],
              ['Axle Position', kit.AxlePostion],
              ['Part Number', kit.PartNumber],
            ]}
          >
            <h2 className="details-subtitle">Kit Contents</h2>
            <RebuildKitContents kitNumber={kit.PartNumber} />
          </ProductDetails>
        ) : null
      }
    </PartDetailFrame>
  );
}

export function AbsServiceKitDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<AbsServiceKit>(ABS_SERVICE_KIT, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading ABS service kit">
      {({ items: [kit], via }) =>
        kit ? (
          <ProductDetails
            imageUrl={kit.ImageURL}
            imageAlt={`ABS service kit ${kit.ABSServiceKitNumber}`}
            partNumber={kit.ABSServiceKitNumber}
            lines={[kit.ProductType, kit.ABSType]}
            via={via}
            specs={[
              ['ABS Service Kit Number', kit.ABSServiceKitNumber],
              ['ABS Tone Ring Number', <PartLink key="ring" typeId={7} number={kit.ABSToneRingNumber} />],
              ['ABS Type', kit.ABSType],
              ['Product Type', kit.ProductType],
              ['Screw Number', orDash(kit.ScrewNumber)],
              ['What the Kit Contains', kit.WhatKitContains],
            ]}
          />
        ) : null
      }
    </PartDetailFrame>
  );
}

export function SealDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<Seal>(SEAL, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading seal">
      {({ items: [seal], via }) =>
        seal ? (
          <ProductDetails
            imageUrl={seal.ImageURL}
            imageAlt={`Wheel seal ${seal.PartNumber}`}
            partNumber={seal.PartNumber}
            lines={[seal.Description]}
            via={via}
            specs={[
              ['Inner Diameter (in.)', inchNumber(seal.InnerDiameterInches)],
              ['Outer Diameter (in.)', inchNumber(seal.OuterDiameterInches)],
              ['Width (in.)', inchNumber(seal.Width)],
              ['Kit Type', seal.KitType],
              ['Seal & Spacer Kit', <PartLink key="kit" typeId={221} number={seal.SealAndSpacerKit} />],
            ]}
          />
        ) : null
      }
    </PartDetailFrame>
  );
}

export function AbsToneRingDetailPage() {
  // The path holds a token for one tone ring (10083900), the part number for the others.
  const partNumber = toneRingFromPath(usePathNumber());
  const lookup = usePartLookup<AbsToneRingKit>(TONE_RING, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading ABS tone ring">
      {({ items: [ring], via }) =>
        ring ? (
          <ProductDetails
            imageUrl={ring.ImageURL}
            imageAlt={`ABS tone ring ${ring.ABSToneRingKitNumber}`}
            partNumber={ring.ABSToneRingKitNumber}
            lines={['ABS Tone Ring', ring.AbsType]}
            via={via}
            specs={[
              ['ABS Type', ring.AbsType],
              ['Inner Diameter (in.)', inchNumber(ring.InnerDiameterInch)],
              ['Outer Diameter (in.)', inchNumber(ring.OuterDiameterInch)],
              ['Thickness (in.)', inchNumber(ring.ThicknessInch)],
            ]}
          />
        ) : null
      }
    </PartDetailFrame>
  );
}

const WARNING = 'DO NOT BACK OFF SPINDLE NUT';

/** The torque text with its closing torque warning set apart. */
function TorqueSpec({ text }: { text: string }) {
  const at = text.toUpperCase().lastIndexOf(WARNING);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at).trim()} <strong className="torque-warning">{text.slice(at)}</strong>
    </>
  );
}

export function SpindleNutKitDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<SpindleNutKit>(SPINDLE_NUT_KIT, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading spindle nut kit">
      {({ items: [kit], via }) => {
        if (!kit) return null;
        const socket = kit.SixPointSocketSize ?? SOCKET_SIZES[kit.PartNumber] ?? null;
        return (
          <ProductDetails
            imageUrl={kit.ImageURL}
            imageAlt={`Spindle nut kit ${kit.PartNumber}`}
            partNumber={kit.PartNumber}
            lines={[kit.Description]}
            via={via}
            slipNotes={[
              ...(socket ? [`Six point socket: ${inches(socket)}`] : []),
              // the catalog's text already starts 'Torque to …'
              kit.TorqueSpec,
              ...(kit.Note?.trim() ? [kit.Note] : []),
            ]}
            specs={[
              ['Six Point Socket Size', inches(socket)],
              ['Torque Spec', <TorqueSpec key="torque" text={kit.TorqueSpec} />],
              ['Note', orDash(kit.Note)],
            ]}
          />
        );
      }}
    </PartDetailFrame>
  );
}

export function SealSpacerKitDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<SealSpacerKit>(SEAL_SPACER_KIT, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading seal & spacer kit">
      {({ items: [kit], via }) =>
        kit ? (
          <ProductDetails
            imageUrl={kit.ImageURL}
            imageAlt={`Seal and spacer kit ${kit.PartNumber}`}
            partNumber={kit.PartNumber}
            lines={[kit.Description]}
            via={via}
            specs={[
              ['Seal Number', <PartLink key="seal" typeId={220} number={kit.SealNumber} />],
              ['Spacer Number', kit.SpacerNumber],
              ['Axle', kit.Axle],
            ]}
          />
        ) : null
      }
    </PartDetailFrame>
  );
}

export function FillPlugDetailPage() {
  const partNumber = usePathNumber();
  const lookup = usePartLookup<FillPlug>(FILL_PLUG, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading fill plug">
      {({ items: [plug], via }) =>
        plug ? (
          <ProductDetails
            imageUrl={plug.ImageURL}
            imageAlt={`Fill plug ${plug.PartNumber}`}
            partNumber={plug.PartNumber}
            lines={[plug.Description]}
            via={via}
            specs={[
              ['Product Type', 'Fill Plug'],
              ['Part Number', plug.PartNumber],
              ['Hubs', String(plug.HubAssemblyNumbers.length)],
            ]}
          >
            {plug.HubAssemblyNumbers.length ? (
              <>
                <h2 className="details-subtitle">Used on these hubs</h2>
                <ul className="choices">
                  {plug.HubAssemblyNumbers.map((n) => (
                    <li key={n}>
                      <Link className="choice" to={`/hub/details/${encodeURIComponent(n)}`}>
                        <span className="choice-label">{n}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </ProductDetails>
        ) : null
      }
    </PartDetailFrame>
  );
}
