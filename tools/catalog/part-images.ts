// The Images list of rotor, drum and stud answers: our own drawings served by image id.
import { z } from 'zod';
import { imageUrl } from './hub-assembly-details.ts';

export const PartImage = z.object({ ImageUrl: z.string(), ImageGuid: z.string(), ImageTypeId: z.number() });
export type PartImage = z.infer<typeof PartImage>;

export const toImages = (images: { ImageGuid: string; ImageTypeId: number }[]): PartImage[] =>
  images.map((i) => ({
    ImageUrl: imageUrl(i.ImageGuid),
    ImageGuid: i.ImageGuid,
    ImageTypeId: i.ImageTypeId,
  }));
