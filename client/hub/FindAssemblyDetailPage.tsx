// /hub/find-assembly-detail: the full identification guide, then search or go on without the number.
import { IdentificationPage } from '../help/IdentificationPage.tsx';

export function FindAssemblyDetailPage() {
  return <IdentificationPage searchRoute="/hub/search" withoutNumber="/hub/truck-type" />;
}
