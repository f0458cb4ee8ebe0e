// Every route under /api with its schemas: the source of the OpenAPI document and the reference page,
// and the list the bad-input test and the benchmark walk. A test checks it against the mounted routes.
import { z } from 'zod';
import type { RouteDoc } from '../http/route-doc.ts';
import { adminAnalyticsDocs } from './admin-analytics.ts';
import { adminNotificationDocs } from './admin-notifications.ts';
import { adminOperationDocs } from './admin-operations.ts';
import { aftermarketPartDocs } from './aftermarket-parts.ts';
import { assistantStepDocs } from './assistant-step.ts';
import { brakeDocs } from './brakes.ts';
import { brandDocs } from './brands.ts';
import { calculatorSessionDocs } from './calculator-sessions.ts';
import { chatDocs } from './chat.ts';
import { eventDocs } from './events.ts';
import { exampleNumberDocs } from './example-numbers.ts';
import { hubDetailDocs } from './hub-details.ts';
import { hubFilterDocs } from './hub-filters.ts';
import { hubLookupDocs } from './hub-lookups.ts';
import { hubWizardFilterDocs } from './hub-wizard-filters.ts';
import { jobPartsDocs } from './job-parts.ts';
import { kitDocs } from './kits.ts';
import { aftermarket1Docs } from './legacy/aftermarket1.ts';
import { v10Docs } from './legacy/v10.ts';
import { v11Docs } from './legacy/v11.ts';
import { v13Docs } from './legacy/v13.ts';
import { measureDocs } from './measure.ts';
import { notificationDocs } from './notifications.ts';
import { offlineNumberDocs } from './offline-numbers.ts';
import { partNumberDocs } from './part-numbers.ts';
import { readinessDocs } from './readiness.ts';
import { sendEmailDocs } from './send-email.ts';
import { sendJobPartsEmailDocs } from './send-job-parts-email.ts';

const publicDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'Service',
    summary: 'Liveness check',
    public: true,
    offline: true,
    response: z.object({ Status: z.literal('OK') }),
    example: {},
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This API described as OpenAPI 3.1 (generated from the validation schemas)',
    public: true,
    offline: true,
    response: z.record(z.string(), z.unknown()),
    example: {},
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Service',
    summary: 'This API reference as a web page',
    public: true,
    offline: true,
    response: z.string(),
    responseType: 'text/html',
    example: {},
  },
  {
    method: 'get',
    path: '/docs/try-it.js',
    tag: 'Service',
    summary: 'The reference page\'s script: "Try it" on every call',
    public: true,
    offline: true,
    response: z.string(),
    responseType: 'text/javascript',
    example: {},
  },
];

export const apiRouteDocs: readonly RouteDoc[] = [
  ...publicDocs,
  ...readinessDocs,
  ...partNumberDocs,
  ...exampleNumberDocs,
  ...offlineNumberDocs,
  ...brandDocs,
  ...hubDetailDocs,
  ...hubFilterDocs,
  ...hubWizardFilterDocs,
  ...jobPartsDocs,
  ...measureDocs,
  ...hubLookupDocs,
  ...brakeDocs,
  ...aftermarketPartDocs,
  ...kitDocs,
  ...chatDocs,
  ...assistantStepDocs,
  ...calculatorSessionDocs,
  ...sendEmailDocs,
  ...sendJobPartsEmailDocs,
  ...notificationDocs,
  ...v10Docs,
  ...v11Docs,
  ...v13Docs,
  ...aftermarket1Docs,
  ...eventDocs,
  ...adminNotificationDocs,
  ...adminAnalyticsDocs,
  ...adminOperationDocs,
];
