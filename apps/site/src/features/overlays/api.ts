import {
  ContentAgreementStatus,
  CONTENT_AGREEMENT_VERSION,
  ReportReceipt,
  UpgradeBanner,
  UpgradeOptions,
  type CreateReportRequest,
} from '@community/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { typed } from '../../shared/api/paths';

export const overlayKeys = {
  all: ['overlays'] as const,
  agreement: ['overlays', 'content-agreement'] as const,
  upgrades: ['overlays', 'upgrades'] as const,
  banner: ['overlays', 'upgrade-banner'] as const,
};

export const overlaysApi = {
  agreement: (signal?: AbortSignal) => typed.get('/content-agreement', { schema: ContentAgreementStatus, signal }),
  signAgreement: (version: string = CONTENT_AGREEMENT_VERSION) =>
    typed.post('/content-agreement', { body: { version, agree: true }, schema: ContentAgreementStatus }),
  upgrades: (signal?: AbortSignal) => typed.get('/upgrades', { schema: UpgradeOptions, signal }),
  banner: (signal?: AbortSignal) => typed.get('/upgrades/banner', { schema: UpgradeBanner, signal }),
  report: (body: CreateReportRequest) => typed.post('/reports', { body: body, schema: ReportReceipt }),
};

export const agreementQuery = () =>
  queryOptions({ queryKey: overlayKeys.agreement, queryFn: ({ signal }) => overlaysApi.agreement(signal), staleTime: 60_000 });

export const upgradesQuery = () =>
  queryOptions({ queryKey: overlayKeys.upgrades, queryFn: ({ signal }) => overlaysApi.upgrades(signal), staleTime: 60_000 });

/** The banner is per member: the key carries the member id so a login or logout asks again. */
export const bannerQuery = (memberId: string) =>
  queryOptions({ queryKey: [...overlayKeys.banner, memberId], queryFn: ({ signal }) => overlaysApi.banner(signal), staleTime: 5 * 60_000, meta: { background: true } });

let client: QueryClient | null = null;

/** GlobalOverlays hands its query client over, so requireContentAgreement() shares the cached status. */
export function bindQueryClient(queryClient: QueryClient | null): void {
  client = queryClient;
}

export function fetchAgreementStatus(): Promise<ContentAgreementStatus> {
  return client ? client.fetchQuery(agreementQuery()) : overlaysApi.agreement();
}
