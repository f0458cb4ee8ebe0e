// `/images/{imageId}` of the old clients (native v10, the 2018 web bundle's v11): where an image is, as a
// list answer. Our drawings are served by id under /images/{id}.svg (unknown ids get the placeholder
// drawing), so the answer is the same image record the hub details carry.
import { Hono } from 'hono';
import { z } from 'zod';
import { ImageSchema, imageUrl } from '../../../tools/catalog/hub-assembly-details.ts';
import { Status } from '../../../tools/tool.ts';
import type { AppEnv } from '../../app-env.ts';
import type { RouteDoc } from '../../http/route-doc.ts';
import { validate } from '../../http/validate.ts';

const Params = z.object({
  imageId: z
    .string()
    .max(80)
    // every id we draw is a kind and a key joined by dashes (hub-10082200, fv-rotor-type-1, AL-FF-0500)
    .regex(
      /^[A-Za-z]+(-[A-Za-z0-9]+){1,6}$/,
      'An image id is a kind and a key joined by dashes, e.g. fv-rotor-type-1',
    )
    .describe('Image id (the ImageGuid of a part or value)'),
});
const Answer = z.object({ Status: z.literal(Status.OK), Results: z.array(ImageSchema) });

export const legacyImageRoutes = new Hono<AppEnv>().get(
  '/images/:imageId',
  validate('param', Params),
  (c) => {
    const id = c.req.valid('param').imageId;
    const image = { ImageUrl: imageUrl(id), ImageGuid: id, ImageId: id, ImageTypeId: 1 };
    return c.json(Answer.parse({ Status: Status.OK, Results: [image] }));
  },
);

export function legacyImageDocs(version: string): RouteDoc {
  return {
    method: 'get',
    path: `/${version}/images/{imageId}`,
    tag: `Old clients (${version})`,
    deprecated: true,
    summary: 'Where an image is (an old client call; the drawing itself is /images/{id}.svg)',
    params: Params,
    response: Answer,
    example: { params: { imageId: 'fv-rotor-type-1' } },
  };
}
