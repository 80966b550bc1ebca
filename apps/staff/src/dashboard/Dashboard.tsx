import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, List, ListItemButton, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useCreatePath, useDataProvider, useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { SiteStats } from '@community/contracts';
import type { Role } from '@community/domain';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import { useCurrentVariant } from '../layout/currentVariant';
import { ROLE_LABELS } from '../members/choices';
import type { StaffDataProvider } from '../providers/dataProvider';

/** The resources this console has, each shown only to roles that may list it. */
const SECTIONS = [
  { resource: 'members', label: 'Members', description: 'Search, view sessions, reports and notes; change tiers, suspend and restore.' },
  { resource: 'tickets', label: 'Support tickets', description: 'Members’ questions: assign, reply, internal notes, status.' },
  { resource: 'reports', label: 'Reports', description: 'Reports members filed about members and content.' },
  { resource: 'audit', label: 'Audit log', description: 'Every change staff made: who, what, before, after, when.' },
] as const;

const PERIODS = [7, 30, 90, 365] as const;

const METRICS = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'activeMembers', label: 'Active members' },
  { key: 'messagesSent', label: 'Messages sent' },
  { key: 'storiesPublished', label: 'Stories published' },
] as const;

/** Minor units as money: `{ GBP: 12900 }` → "£129.00" (each currency's own decimals). */
export function formatMoney(minor: number, currency: string): string {
  const nf = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  return nf.format(minor / 10 ** (nf.resolvedOptions().maximumFractionDigits ?? 2));
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px', minWidth: 140 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Statistics() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [variant] = useCurrentVariant();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const { data, isPending, isError, error } = useQuery<SiteStats, Error>({
    queryKey: ['staff', 'site-stats', variant, from, to],
    queryFn: () => dataProvider.getSiteStats({ from, to, ...(variant ? { variant } : {}) }),
    staleTime: 60_000,
  });
  const nf = new Intl.NumberFormat();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Statistics {variant ? `for ${variant}` : 'for all brands'}
        </Typography>
        <TextField select size="small" fullWidth={false} sx={{ width: 180 }} label="Period" value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}>
          {PERIODS.map((d) => (
            <MenuItem key={d} value={d}>
              Last {d} days
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending ? <CircularProgress aria-label="Loading statistics" /> : null}
      {isError ? <Alert severity="error">Statistics could not be loaded: {error.message}</Alert> : null}
      {data ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {METRICS.map((m) => (
              <Figure key={m.key} label={m.label} value={nf.format(data.totals[m.key])} />
            ))}
            <Figure
              label="Revenue"
              value={
                data.totals.revenue && data.payments.currencies.length
                  ? data.payments.currencies.map((c) => formatMoney(data.totals.revenue?.[c] ?? 0, c)).join(' · ')
                  : '—'
              }
            />
            <Figure label="New subscriptions" value={data.totals.newSubscriptions !== null ? nf.format(data.totals.newSubscriptions) : '—'} />
          </Stack>
          {data.payments.reason ? <Alert severity="info">{data.payments.reason}</Alert> : null}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3">
                Per day ({data.from} to {data.to}, UTC)
              </Typography>
              <Box sx={{ width: '100%', height: 320 }}>
                <LineChart
                  xAxis={[{ scaleType: 'point', data: data.days.map((d) => d.day.slice(5)) }]}
                  series={METRICS.map((m) => ({ label: m.label, data: data.days.map((d) => d[m.key]), showMark: data.days.length <= 31 }))}
                  margin={{ left: 8, right: 16 }}
                />
              </Box>
            </CardContent>
          </Card>
          {data.payments.available ? (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  Revenue and new subscriptions per day
                </Typography>
                <Box sx={{ width: '100%', height: 280 }}>
                  <LineChart
                    xAxis={[{ scaleType: 'point', data: data.days.map((d) => d.day.slice(5)) }]}
                    yAxis={[
                      { id: 'money', position: 'left', width: 64 },
                      { id: 'count', position: 'right', width: 40 },
                    ]}
                    series={[
                      ...data.payments.currencies.map((c) => ({
                        label: `Revenue (${c})`,
                        yAxisId: 'money',
                        data: data.days.map((d) => (d.revenue?.[c] ?? 0) / 100),
                        showMark: data.days.length <= 31,
                      })),
                      { label: 'New subscriptions', yAxisId: 'count', data: data.days.map((d) => d.newSubscriptions ?? 0), showMark: data.days.length <= 31 },
                    ]}
                    margin={{ left: 8, right: 8 }}
                  />
                </Box>
              </CardContent>
            </Card>
          ) : null}
          {data.byVariant.length > 1 ? (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  Per brand
                </Typography>
                <Box sx={{ width: '100%', height: Math.max(260, data.byVariant.length * 28) }}>
                  <BarChart
                    layout="horizontal"
                    yAxis={[{ scaleType: 'band', data: data.byVariant.map((v) => v.variant), width: 56 }]}
                    series={METRICS.map((m) => ({ label: m.label, data: data.byVariant.map((v) => v[m.key]), stack: undefined }))}
                    margin={{ right: 16 }}
                  />
                </Box>
              </CardContent>
            </Card>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            Computed by SQL aggregates in {data.queryMs} ms. Active members: members who signed in that day.
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}

/** How many tickets of one first-reply filter (`GET /api/staff/tickets?filter={"due":…}&range=[0,0]`: Content-Range's total). */
function useDueCount(due: 'overdue' | 'today', variant: string) {
  const { total, isPending, error } = useGetList('tickets', {
    filter: { due, ...(variant ? { variant } : {}) },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'firstResponseDueAt', order: 'ASC' },
  });
  return { total, isPending, error };
}

/** Tickets waiting for a first reply past their deadline, and due today, in the brand of the app bar (or all in scope). */
function TicketDeadlines() {
  const [variant] = useCurrentVariant();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const overdue = useDueCount('overdue', variant);
  const today = useDueCount('today', variant);
  const link = (due: string) => `${createPath({ resource: 'tickets', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ due }))}`;
  const figure = (label: string, n: { total?: number; isPending: boolean; error: unknown }, due: string, alarm: boolean) => (
    <Card variant="outlined" sx={{ flex: '1 1 160px', minWidth: 160, borderColor: alarm && (n.total ?? 0) > 0 ? 'error.main' : undefined }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label, { _: label })}
        </Typography>
        <Typography variant="h5" component="p" color={alarm && (n.total ?? 0) > 0 ? 'error' : undefined} data-testid={`tickets-${due}`}>
          {n.error ? '—' : n.isPending ? '…' : String(n.total ?? 0)}
        </Typography>
        <Link to={link(due)}>{translate('Show them', { _: 'Show them' })}</Link>
      </CardContent>
    </Card>
  );
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('Ticket deadlines', { _: 'Ticket deadlines' })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {figure('Overdue tickets', overdue, 'overdue', true)}
        {figure('First reply due today', today, 'today', false)}
      </Stack>
    </Stack>
  );
}

/** Landing page: statistics (for the roles that may see them) and where to go. */
export function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role>();
  const createPath = useCreatePath();
  const actor = useStaffActor();
  const sections = SECTIONS.filter((section) => can(actor, 'list', section.resource));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Staff console" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
          </Typography>
          {permissions && (
            <Typography>
              You are signed in as <strong>{ROLE_LABELS[permissions] ?? permissions}</strong>.
            </Typography>
          )}
          {can(actor, 'list', 'tickets') ? <TicketDeadlines /> : null}
          {can(actor, 'list', 'statistics') ? <Statistics /> : null}
          <Typography variant="h6" component="h2">
            Sections
          </Typography>
          <List disablePadding>
            {sections.map((section) => (
              <ListItemButton key={section.resource} component={Link} to={createPath({ resource: section.resource, type: 'list' })}>
                <ListItemText primary={section.label} secondary={section.description} />
              </ListItemButton>
            ))}
          </List>
        </Stack>
      </CardContent>
    </Card>
  );
}
